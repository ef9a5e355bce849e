import {type CanonicalInput, canonicalUrl, isCanonicalRoot} from '@site/src/lib/canonical';

const base: CanonicalInput = {
  pathname: '/',
  siteUrl: 'https://www.ggpoker.hu',
  baseUrl: '/',
  locale: 'hu',
  defaultLocale: 'hu',
  locales: ['hu'],
  contentsHost: 'https://ggpoker.com',
  requireConvert: false,
};

describe('canonical link', () => {
  it('points at the current path on the current site by default', () => {
    expect(canonicalUrl(base)).toBe('https://www.ggpoker.hu/');
    expect(canonicalUrl({...base, pathname: '/poker-school/poker-terms/'})).toBe(
      'https://www.ggpoker.hu/poker-school/poker-terms/',
    );
  });

  it('adds the trailing slash routes have, keeps files, drops query and hash', () => {
    expect(canonicalUrl({...base, pathname: '/funds'})).toBe('https://www.ggpoker.hu/funds/');
    expect(canonicalUrl({...base, pathname: '/sitemap.xml'})).toBe('https://www.ggpoker.hu/sitemap.xml');
    expect(canonicalUrl({...base, pathname: '/funds/?a=1#x'})).toBe('https://www.ggpoker.hu/funds/');
  });

  it('keeps the base URL of a preview deployment', () => {
    expect(canonicalUrl({...base, baseUrl: '/preview/x/', pathname: '/preview/x/funds/'})).toBe(
      'https://www.ggpoker.hu/preview/x/funds/',
    );
  });

  it('converts the root to the contents host with the locale folder for non-English', () => {
    expect(canonicalUrl({...base, requireConvert: true})).toBe('https://ggpoker.com/hu/');
    expect(canonicalUrl({...base, requireConvert: true, locale: 'en', defaultLocale: 'en', locales: ['en']})).toBe(
      'https://ggpoker.com/',
    );
    expect(canonicalUrl({...base, requireConvert: true, locale: 'en-US'})).toBe('https://ggpoker.com/');
  });

  it('converts a locale root only when several locales exist', () => {
    const multi = {...base, requireConvert: true, locales: ['hu', 'en'], locale: 'en'};
    expect(canonicalUrl({...multi, pathname: '/en/'})).toBe('https://ggpoker.com/');
    expect(canonicalUrl({...multi, locale: 'hu', pathname: '/hu/'})).toBe('https://ggpoker.com/hu/');
    expect(canonicalUrl({...base, requireConvert: true, pathname: '/hu/'})).toBe('https://www.ggpoker.hu/hu/');
    expect(canonicalUrl({...multi, pathname: '/de/'})).toBe('https://www.ggpoker.hu/de/');
  });

  it('never converts other paths or without the flag', () => {
    expect(canonicalUrl({...base, requireConvert: true, pathname: '/funds/'})).toBe('https://www.ggpoker.hu/funds/');
    expect(canonicalUrl({...base, requireConvert: false, locales: ['hu', 'en'], pathname: '/en/'})).toBe(
      'https://www.ggpoker.hu/en/',
    );
  });

  it('falls back to the site when the contents host is unusable', () => {
    expect(canonicalUrl({...base, requireConvert: true, contentsHost: 'javascript:alert(1)'})).toBe(
      'https://www.ggpoker.hu/',
    );
  });

  it('knows the roots', () => {
    expect(isCanonicalRoot('/', ['hu'])).toBe(true);
    expect(isCanonicalRoot('/hu/', ['hu'])).toBe(false);
    expect(isCanonicalRoot('/hu/', ['hu', 'en'])).toBe(true);
    expect(isCanonicalRoot('/hu/x/', ['hu', 'en'])).toBe(false);
  });
});
