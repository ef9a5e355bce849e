/**
 * The site's two cookies: `closeRM` = `1` suppresses the region warning and Ontario modals; the locale cookie
 * remembers the chosen locale. Anything but the exact expected value counts as absent, so a tampered cookie can
 * neither suppress nor inject anything.
 */
import Cookies from 'js-cookie';

export const CLOSE_RM_COOKIE = 'closeRM';
export const LOCALE_COOKIE = 'i18n_redirected';
const COOKIE_MAX_AGE_DAYS = 365;

export interface CookieAttributes {
  expires: number;
  path: string;
  sameSite: 'Lax';
  secure: boolean;
}

export function cookieAttributes(protocol: string): CookieAttributes {
  return {expires: COOKIE_MAX_AGE_DAYS, path: '/', sameSite: 'Lax', secure: protocol === 'https:'};
}

/** js-cookie in the browser, a stand-in in tests. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
}

const browserCookieJar: CookieJar = {
  get: (name) => Cookies.get(name),
  set: (name, value, attributes) => {
    Cookies.set(name, value, attributes);
  },
};

/**
 * A jar for one page load that reads the browser's cookies once: each read of `document.cookie` asks the browser
 * process (a millisecond or more on a slow phone). Its writes go to the browser and into what it remembers.
 */
export function pageLoadCookieJar(): CookieJar {
  let known: Record<string, string> | null = null;
  const all = (): Record<string, string> => (known ??= Cookies.get());
  return {
    get: (name) => all()[name],
    set: (name, value, attributes) => {
      Cookies.set(name, value, attributes);
      all()[name] = value;
    },
  };
}

function currentProtocol(): string {
  return typeof location === 'undefined' ? 'https:' : location.protocol;
}

export function readCloseRM(jar: CookieJar = browserCookieJar): boolean {
  try {
    // Only exactly `1` counts.
    return jar.get(CLOSE_RM_COOKIE) === '1';
  } catch {
    return false;
  }
}

export function writeCloseRM(jar: CookieJar = browserCookieJar, protocol: string = currentProtocol()): void {
  try {
    jar.set(CLOSE_RM_COOKIE, '1', cookieAttributes(protocol));
  } catch {
    // Cookies disabled: the modal will simply show again next time.
  }
}

function validLocale(value: unknown, locales: readonly string[]): string | null {
  if (typeof value !== 'string' || !/^[a-z]{2}(?:-[A-Z]{2})?$/.test(value)) return null;
  return locales.includes(value) ? value : null;
}

export function readLocaleCookie(locales: readonly string[], jar: CookieJar = browserCookieJar): string | null {
  try {
    return validLocale(jar.get(LOCALE_COOKIE), locales);
  } catch {
    return null;
  }
}

export function writeLocaleCookie(
  locale: string,
  locales: readonly string[],
  jar: CookieJar = browserCookieJar,
  protocol: string = currentProtocol(),
): void {
  if (!validLocale(locale, locales)) return;
  try {
    jar.set(LOCALE_COOKIE, locale, cookieAttributes(protocol));
  } catch {
    // Cookies disabled: detection falls back to the browser languages.
  }
}
