import {detectLocale, matchLanguage} from '@site/src/lib/rememberLocale';

describe('locale detection', () => {
  const base = {locales: ['hu'], defaultLocale: 'hu'};

  it('reads the browser languages, exact or by language', () => {
    expect(detectLocale(['en-US', 'hu-HU'], base)).toBe('hu');
    expect(detectLocale(['en-GB'], {locales: ['hu', 'en'], defaultLocale: 'hu'})).toBe('en');
  });

  it('then the default', () => {
    expect(detectLocale(['de'], base)).toBe('hu');
    expect(detectLocale([], base)).toBe('hu');
  });

  it('ignores junk language tags', () => {
    expect(matchLanguage('<script>', ['hu'])).toBeNull();
    expect(matchLanguage('HU', ['hu'])).toBe('hu');
    expect(matchLanguage('hu_HU', ['hu'])).toBe('hu');
  });
});
