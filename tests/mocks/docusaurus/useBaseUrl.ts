// Test stand-in for `@docusaurus/useBaseUrl`: the site is built at `/` in tests.
export default function useBaseUrl(url: string): string {
  return url;
}

export function useBaseUrlUtils(): {withBaseUrl: (url: string) => string} {
  return {withBaseUrl: (url: string) => url};
}
