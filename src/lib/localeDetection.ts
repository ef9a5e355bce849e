/**
 * Locale detection: the locale cookie, then the browser languages, then the fallback locale,
 * then the default locale. The redirect to the localised path follows the configured strategy
 * (`prefix_except_default`: the default locale has no folder, the others live under `/{locale}/`).
 * Only `hu` is configured, so detection always yields `hu` and never redirects; the rule is here for
 * the day a second locale is added. Pure: no React, no DOM globals.
 */
import {validLocale} from './cookies';

export interface LocaleDetectionInput {
  /** the locale cookie's value (validated here) */
  cookie: string | null | undefined;
  /** navigator.languages, best first */
  browserLanguages: readonly string[];
  /** configured locales (`['hu']`) */
  locales: readonly string[];
  defaultLocale: string;
  fallbackLocale?: string;
}

export type LocaleSource = 'cookie' | 'browser' | 'fallback' | 'default';

/** A browser language tag (`hu-HU`, `HU`, `en-us`) matched to a configured locale: exact, then language. */
export function matchLanguage(tag: string, locales: readonly string[]): string | null {
  if (typeof tag !== 'string' || !/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/.test(tag)) return null;
  const lower = tag.replace('_', '-').toLowerCase();
  const exact = locales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return locales.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? null;
}

export function detectLocale(input: LocaleDetectionInput): {locale: string; source: LocaleSource} {
  const fromCookie = validLocale(input.cookie, input.locales);
  if (fromCookie) return {locale: fromCookie, source: 'cookie'};
  for (const tag of input.browserLanguages.slice(0, 20)) {
    const match = matchLanguage(tag, input.locales);
    if (match) return {locale: match, source: 'browser'};
  }
  if (input.fallbackLocale && input.locales.includes(input.fallbackLocale)) {
    return {locale: input.fallbackLocale, source: 'fallback'};
  }
  return {locale: input.defaultLocale, source: 'default'};
}

/**
 * Where to send the visitor for the detected locale, or null to stay. Only the site root redirects
 * (the visitor's explicit choice of any other path is kept), and only to another configured locale.
 */
export function localeRedirectPath(
  sitePath: string,
  detected: string,
  current: string,
  locales: readonly string[],
  defaultLocale: string,
): string | null {
  if (detected === current || !locales.includes(detected)) return null;
  if (sitePath !== '/') return null;
  return detected === defaultLocale ? '/' : `/${detected}/`;
}
