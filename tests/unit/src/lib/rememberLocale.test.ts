import {detectLocale, matchLanguage} from '@site/src/lib/rememberLocale';

describe('locale detection', () => {
  const base = {locales: ['hu'], defaultLocale: 'hu'};

  it('prefers a valid cookie', () => {
    expect(detectLocale('hu', ['en-US'], base)).toBe('hu');
  });

  it('then the browser languages, exact or by language', () => {
    expect(detectLocale('xx', ['en-US', 'hu-HU'], base)).toBe('hu');
    expect(detectLocale(null, ['en-GB'], {locales: ['hu', 'en'], defaultLocale: 'hu'})).toBe('en');
  });

  it('then the default', () => {
    expect(detectLocale(undefined, ['de'], base)).toBe('hu');
    expect(detectLocale(undefined, [], base)).toBe('hu');
  });

  it('ignores junk language tags', () => {
    expect(matchLanguage('<script>', ['hu'])).toBeNull();
    expect(matchLanguage('HU', ['hu'])).toBe('hu');
    expect(matchLanguage('hu_HU', ['hu'])).toBe('hu');
  });
});
