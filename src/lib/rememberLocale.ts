/**
 * The locale cookie: the page's locale is remembered when detection agrees with it and no cookie is set yet
 * (as the i18n layer does). Run on load by the boot script (`src/boot/`), and by the app where there is none
 * (the dev server); a second call finds the cookie and does nothing.
 */
import {type CookieJar, readLocaleCookie, writeLocaleCookie} from './cookies';
import {detectLocale} from './localeDetection';

export interface SiteLocales {
  currentLocale: string;
  locales: string[];
  defaultLocale: string;
}

export function rememberLocale({currentLocale, locales, defaultLocale}: SiteLocales, jar?: CookieJar): void {
  const cookie = readLocaleCookie(locales, jar);
  const {locale} = detectLocale({
    cookie,
    browserLanguages: navigator.languages.length > 0 ? navigator.languages : [navigator.language],
    locales,
    defaultLocale,
  });
  if (!cookie && locale === currentLocale) writeLocaleCookie(currentLocale, locales, jar);
}
