/**
 * The page's locale is remembered in the locale cookie when detection (the cookie, the browser languages, the
 * default) agrees with it and no cookie is set yet, as the i18n layer does. A second call does nothing.
 */
import {type CookieJar, readLocaleCookie, writeLocaleCookie} from './cookies';

export interface SiteLocales {
  currentLocale: string;
  locales: string[];
  defaultLocale: string;
}

/** A browser language tag (`hu-HU`, `HU`, `en-us`) matched to a configured locale: exact, then language. */
export function matchLanguage(tag: string, locales: readonly string[]): string | null {
  if (typeof tag !== 'string' || !/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(tag)) return null;
  const lower = tag.replace('_', '-').toLowerCase();
  const exact = locales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return locales.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? null;
}

/** The visitor's locale without a cookie: the first browser language matched, else the default. */
export function detectLocale(
  browserLanguages: readonly string[],
  {locales, defaultLocale}: Omit<SiteLocales, 'currentLocale'>,
): string {
  for (const tag of browserLanguages.slice(0, 20)) {
    const match = matchLanguage(tag, locales);
    if (match) return match;
  }
  return defaultLocale;
}

export function rememberLocale(site: SiteLocales, jar?: CookieJar): void {
  if (readLocaleCookie(site.locales, jar)) return;
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  if (detectLocale(languages, site) === site.currentLocale) {
    writeLocaleCookie(site.currentLocale, site.locales, jar);
  }
}
