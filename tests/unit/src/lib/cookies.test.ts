/** @jest-environment jsdom */
import {
  CLOSE_RM_COOKIE,
  cookieAttributes,
  type CookieJar,
  LOCALE_COOKIE,
  pageLoadCookieJar,
  readCloseRM,
  readLocaleCookie,
  writeCloseRM,
  writeLocaleCookie,
} from '@site/src/lib/cookies';

function memoryJar(initial: Record<string, string> = {}): CookieJar & {store: Record<string, string>; set: jest.Mock} {
  const store = {...initial};
  return {
    store,
    get: (name) => store[name],
    set: jest.fn((name: string, value: string) => {
      store[name] = value;
    }),
  };
}

describe('cookies', () => {
  it('writes 365 days, path /, SameSite Lax, Secure only on https', () => {
    expect(cookieAttributes('https:')).toEqual({expires: 365, path: '/', sameSite: 'Lax', secure: true});
    expect(cookieAttributes('http:')).toEqual({expires: 365, path: '/', sameSite: 'Lax', secure: false});
  });

  it('reads closeRM only when exactly 1', () => {
    expect(readCloseRM(memoryJar({closeRM: '1'}))).toBe(true);
    for (const tampered of ['0', '', ' 1', '1 ', '01', 'true', '1;', '<script>', '%31', '１']) {
      expect(readCloseRM(memoryJar({closeRM: tampered}))).toBe(false);
    }
    expect(readCloseRM(memoryJar())).toBe(false);
  });

  it('treats a throwing cookie store as no cookie', () => {
    const broken: CookieJar = {
      get: () => {
        throw new Error('SecurityError');
      },
      set: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readCloseRM(broken)).toBe(false);
    expect(() => writeCloseRM(broken, 'https:')).not.toThrow();
    expect(readLocaleCookie(['hu'], broken)).toBeNull();
  });

  it('writes closeRM=1 with the site attributes', () => {
    const jar = memoryJar();
    writeCloseRM(jar, 'https:');
    expect(jar.set).toHaveBeenCalledWith(CLOSE_RM_COOKIE, '1', {
      expires: 365,
      path: '/',
      sameSite: 'Lax',
      secure: true,
    });
  });

  it('reads and writes only configured locales', () => {
    expect(readLocaleCookie(['hu'], memoryJar({[LOCALE_COOKIE]: 'hu'}))).toBe('hu');
    for (const tampered of ['en', 'HU', 'hu;', '../', '<b>', '']) {
      expect(readLocaleCookie(['hu'], memoryJar({[LOCALE_COOKIE]: tampered}))).toBeNull();
    }
    const jar = memoryJar();
    writeLocaleCookie('xx', ['hu'], jar, 'http:');
    expect(jar.set).not.toHaveBeenCalled();
    writeLocaleCookie('hu', ['hu'], jar, 'http:');
    expect(jar.set).toHaveBeenCalledWith(LOCALE_COOKIE, 'hu', {
      expires: 365,
      path: '/',
      sameSite: 'Lax',
      secure: false,
    });
  });

  it('uses js-cookie on document.cookie by default', () => {
    document.cookie = 'closeRM=1; path=/';
    expect(readCloseRM()).toBe(true);
    document.cookie = 'closeRM=2; path=/';
    expect(readCloseRM()).toBe(false);
    writeCloseRM();
    expect(document.cookie).toContain('closeRM=1');
  });
});

describe('the page-load jar (the boot script reads two cookies on load)', () => {
  afterEach(() => {
    for (const name of [CLOSE_RM_COOKIE, LOCALE_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
    jest.restoreAllMocks();
  });

  it('reads the browser cookies once, and remembers what it writes', () => {
    document.cookie = `${CLOSE_RM_COOKIE}=1; path=/`;
    const reads = jest.spyOn(Document.prototype, 'cookie', 'get');
    // What one read through the browser's jar costs (js-cookie reads the property twice).
    readCloseRM();
    const oneRead = reads.mock.calls.length;
    reads.mockClear();
    const jar = pageLoadCookieJar();
    expect(readCloseRM(jar)).toBe(true);
    expect(readLocaleCookie(['hu'], jar)).toBeNull();
    writeLocaleCookie('hu', ['hu'], jar, 'http:');
    expect(readLocaleCookie(['hu'], jar)).toBe('hu');
    expect(reads).toHaveBeenCalledTimes(oneRead);
    // The write reached the browser.
    reads.mockRestore();
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=hu`);
  });

  it('keeps the safe outcome when the browser refuses cookies: nothing suppressed, nothing remembered', () => {
    jest.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('cookies disabled', 'SecurityError');
    });
    const jar = pageLoadCookieJar();
    expect(readCloseRM(jar)).toBe(false);
    expect(readLocaleCookie(['hu'], jar)).toBeNull();
  });
});
