import {normaliseBaseUrl, normaliseSiteUrl, readSiteEnv, PRODUCTION_URL} from '@site/src/siteEnv';

describe('siteEnv', () => {
  it('uses production defaults without environment', () => {
    expect(readSiteEnv({})).toEqual({url: PRODUCTION_URL, baseUrl: '/', isPreview: false, imageCdnBaseUrl: ''});
  });

  it('reads a branch preview', () => {
    expect(readSiteEnv({BASE_URL: '/preview/x/', PREVIEW: '1', SITE_URL: 'https://preview.example.com/x'})).toEqual({
      url: 'https://preview.example.com',
      baseUrl: '/preview/x/',
      isPreview: true,
      imageCdnBaseUrl: '',
    });
  });

  it.each([
    ['preview/x', '/preview/x/'],
    ['//a//b', '/a/b/'],
    ['/a/../b/', '/'],
    ['/a b/', '/'],
    ['/<script>/', '/'],
    ['', '/'],
  ])('normalises base url %p to %p', (raw, expected) => {
    expect(normaliseBaseUrl(raw)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'ftp://x.example', 'not a url'])('rejects site url %p', (raw) => {
    expect(normaliseSiteUrl(raw)).toBe(PRODUCTION_URL);
  });

  it('accepts an https image CDN base only', () => {
    expect(readSiteEnv({IMAGE_CDN_URL: 'https://img.example.com/ggphu/'}).imageCdnBaseUrl).toBe('https://img.example.com/ggphu');
    expect(readSiteEnv({IMAGE_CDN_URL: 'http://img.example.com'}).imageCdnBaseUrl).toBe('');
    expect(readSiteEnv({IMAGE_CDN_URL: 'javascript:alert(1)'}).imageCdnBaseUrl).toBe('');
  });

  it.each(['0', 'no', '', 'false'])('PREVIEW=%p is not a preview', (flag) => {
    expect(readSiteEnv({PREVIEW: flag}).isPreview).toBe(false);
  });
});
