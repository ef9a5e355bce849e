/** `path` (no leading slash) under the site's base URL. */
export function withBase(baseUrl: string, path: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${path}`;
}
