// Test stand-in for `@docusaurus/useDocusaurusContext`.
export const mockSiteConfig = {
  title: 'GGPoker Magyarország',
  url: 'https://www.ggpoker.hu',
  baseUrl: '/',
  customFields: {isPreview: false} as Record<string, unknown>,
};

export default function useDocusaurusContext(): {
  siteConfig: typeof mockSiteConfig;
  i18n: {currentLocale: string; defaultLocale: string; locales: string[]};
} {
  return {siteConfig: mockSiteConfig, i18n: {currentLocale: 'hu', defaultLocale: 'hu', locales: ['hu']}};
}
