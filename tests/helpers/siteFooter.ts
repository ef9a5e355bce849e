/**
 * The site's footer, the same on every page: tests/content/built/builtPages.ts checks that it is, and the crawl
 * (tests/e2e/crawl.spec.ts) runs axe on it once per width because of it.
 */
export const SITE_FOOTER = 'footer[data-embed-part="footer"]';
