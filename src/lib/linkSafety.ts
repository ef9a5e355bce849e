/**
 * Link kinds, URL safety and the home-path check: the one validator every href or location change built from
 * data, the URL, a cookie or a response passes before it reaches the DOM. External navigation only when the
 * item is marked external; schemes other than http(s) and mailto are refused.
 */

import {parseEntities} from 'parse-entities';

export type LinkKind = 'external' | 'contents' | 'compliance';
export type SiteType = LinkKind;

const MAX_HREF_LENGTH = 2048;

const DANGEROUS_SCHEMES = ['javascript:', 'data:', 'vbscript:'];
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

const CONTROL = /\p{Cc}/u;

/** Characters no URL from data may carry: controls, spaces and the backslash. */
const UNSAFE_URL_CHAR = /[\p{Cc} \\]/u;

/**
 * Controls, every Unicode space and the invisible format characters (soft hyphen, zero-width, BOM) a browser
 * may drop or a reader may not see inside a scheme, and U+FFFD, which a broken numeric reference decodes to.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\uFFFD]/gu;

function decodePercent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A malformed escape elsewhere must not hide the ones before it: decode byte by byte.
    return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
}

/**
 * The string as a browser might finally read its scheme: HTML character references and percent-escapes
 * decoded (repeatedly, to defeat double encoding), invisible characters removed, lower-cased. The URL parser
 * alone would read an escaped scheme as a harmless relative path, which it only is until something decodes it.
 */
function normaliseForSchemeCheck(raw: string): string {
  let value = raw.slice(0, MAX_HREF_LENGTH * 4);
  for (let round = 0; round < 4; round += 1) {
    const next = decodePercent(parseEntities(value)).replace(INVISIBLE, '');
    if (next === value) break;
    value = next;
  }
  return value.toLowerCase();
}

export function isDangerousUrl(raw: unknown): boolean {
  if (typeof raw !== 'string') return true;
  const normalised = normaliseForSchemeCheck(raw);
  return DANGEROUS_SCHEMES.some((scheme) => normalised.startsWith(scheme));
}

function schemeOf(value: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  return match ? `${match[1].toLowerCase()}:` : null;
}

/** A compliance link is resolved to a localised site path (`localisedPath`). */
export function linkKind(path: string): LinkKind {
  const value = path.trim();
  if (/^(?:https?:|mailto:)/i.test(value) || value.startsWith('//') || value.startsWith('/\\')) return 'external';
  if (value.startsWith('/')) return 'contents';
  return 'compliance';
}

/** The home path (`/`, `/hu`, `/hu/`); query and hash must already be removed. */
export function isHomePath(path: string): boolean {
  return /^\/(?:[A-Za-z]{1,2}\/?)?$/.test(path);
}

/** A compliance link made absolute, with the locale folder of a non-default locale and a trailing slash. */
export function localisedPath(path: string, locale: string, defaultLocale: string): string {
  const match = /^([^?#]*)(.*)$/.exec(path.trim()) ?? ['', '', ''];
  const segments = match[1].split('/').filter((segment) => segment !== '' && segment !== '.' && segment !== '..');
  const prefix = locale !== defaultLocale && /^[a-z]{2}(?:-[A-Za-z]{2})?$/.test(locale) ? [locale] : [];
  const all = [...prefix, ...segments];
  return `${all.length ? `/${all.join('/')}/` : '/'}${match[2]}`;
}

/** An absolute http(s) URL without credentials or control characters (config hosts, targets). */
export function isSafeHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_HREF_LENGTH || UNSAFE_URL_CHAR.test(value)) {
    return false;
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password && !!url.hostname;
  } catch {
    return false;
  }
}

/** The origin (`https://host:port`) of a URL that passes `isSafeHttpUrl`, or null; `httpsOnly` refuses http. */
export function safeHttpOrigin(value: unknown, options: {httpsOnly?: boolean} = {}): string | null {
  if (!isSafeHttpUrl(value)) return null;
  const url = new URL(value);
  return options.httpsOnly === true && url.protocol !== 'https:' ? null : url.origin;
}

/** A URL from configuration as a safe absolute http(s) URL; a path resolves against `base` and must stay on it. */
export function resolveSafeHttpUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value === '' || value.startsWith('//')) return null;
  if (schemeOf(value)) return isSafeHttpUrl(value) ? new URL(value).href : null;
  if (UNSAFE_URL_CHAR.test(value) || value.length > MAX_HREF_LENGTH) return null;
  const baseOrigin = safeHttpOrigin(base);
  if (!baseOrigin) return null;
  try {
    const href = new URL(value, base).href;
    return isSafeHttpUrl(href) && new URL(href).origin === baseOrigin ? href : null;
  } catch {
    return null;
  }
}

export interface SanitizeOptions {
  /** the item is marked external: absolute http(s)/mailto URLs are allowed */
  allowExternal?: boolean;
  /** this site's origin: an absolute URL on it counts as internal */
  siteOrigin?: string;
}

/** The href to render, or null when it must not be navigable. */
export function sanitizeHref(raw: unknown, options: SanitizeOptions = {}): string | null {
  if (typeof raw !== 'string' || CONTROL.test(raw)) return null;
  const value = raw.trim();
  if (!value || value.length > MAX_HREF_LENGTH) return null;
  if (isDangerousUrl(value)) return null;
  if (value.includes('\\')) return null;

  const scheme = schemeOf(value);
  if (scheme) {
    if (!ALLOWED_SCHEMES.has(scheme)) return null;
    if (scheme === 'mailto:') return options.allowExternal ? value : null;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.username || url.password || !url.hostname) return null;
    if (options.siteOrigin && url.origin === safeHttpOrigin(options.siteOrigin)) return url.href;
    return options.allowExternal ? url.href : null;
  }
  if (value.startsWith('//')) {
    // Protocol-relative: another host unless marked external.
    return options.allowExternal ? value : null;
  }
  // A path, relative or absolute: it can only point into this site.
  return value;
}

export interface NavigationTarget {
  href: string;
  /** opens elsewhere: render with target=_blank rel=noopener when the item says so */
  external: boolean;
}

export interface ResolveLinkOptions {
  /** the item's site type from data; external navigation needs 'external' */
  siteType?: SiteType;
  locale?: string;
  defaultLocale?: string;
  siteOrigin?: string;
}

/** A navigation item's path as a safe href by its kind, or null when it must not be navigable. */
export function resolveLink(path: unknown, options: ResolveLinkOptions = {}): NavigationTarget | null {
  if (typeof path !== 'string') return null;
  const {siteType, locale = 'hu', defaultLocale = 'hu', siteOrigin} = options;
  if (isDangerousUrl(path) || CONTROL.test(path)) return null;
  const kind = linkKind(path);
  const external = kind === 'external' && siteType === 'external';
  const href =
    kind === 'external'
      ? sanitizeHref(path, {allowExternal: external, siteOrigin})
      : sanitizeHref(kind === 'contents' ? path : localisedPath(path, locale, defaultLocale));
  return href ? {href, external} : null;
}
