import {detectLocale, localeRedirectPath, matchLanguage} from '@site/src/lib/localeDetection';

describe('locale detection', () => {
  const base = {locales: ['hu'], defaultLocale: 'hu'};

  it('prefers a valid cookie', () => {
    expect(detectLocale({...base, cookie: 'hu', browserLanguages: ['en-US']})).toEqual({
      locale: 'hu',
      source: 'cookie',
    });
  });

  it('then the browser languages, exact or by language', () => {
    expect(detectLocale({...base, cookie: 'xx', browserLanguages: ['en-US', 'hu-HU']})).toEqual({
      locale: 'hu',
      source: 'browser',
    });
    expect(
      detectLocale({locales: ['hu', 'en'], defaultLocale: 'hu', cookie: null, browserLanguages: ['en-GB']}),
    ).toEqual({
      locale: 'en',
      source: 'browser',
    });
  });

  it('then the fallback, then the default', () => {
    expect(detectLocale({...base, cookie: undefined, browserLanguages: ['de'], fallbackLocale: 'hu'})).toEqual({
      locale: 'hu',
      source: 'fallback',
    });
    expect(detectLocale({...base, cookie: undefined, browserLanguages: []})).toEqual({locale: 'hu', source: 'default'});
  });

  it('ignores junk language tags', () => {
    expect(matchLanguage('<script>', ['hu'])).toBeNull();
    expect(matchLanguage('HU', ['hu'])).toBe('hu');
    expect(matchLanguage('hu_HU', ['hu'])).toBe('hu');
  });

  it('redirects only from the root to another configured locale', () => {
    expect(localeRedirectPath('/', 'hu', 'hu', ['hu'], 'hu')).toBeNull();
    expect(localeRedirectPath('/', 'en', 'hu', ['hu', 'en'], 'hu')).toBe('/en/');
    expect(localeRedirectPath('/', 'hu', 'en', ['hu', 'en'], 'hu')).toBe('/');
    expect(localeRedirectPath('/funds/', 'en', 'hu', ['hu', 'en'], 'hu')).toBeNull();
    expect(localeRedirectPath('/', 'xx', 'hu', ['hu'], 'hu')).toBeNull();
  });
});
