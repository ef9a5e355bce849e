/**
 * Link kinds, URL safety and the home-path check. The one validator every href or location
 * change built from data, the URL, a cookie or a response passes before it reaches the DOM.
 *
 * - Kind: `http…:`/`mailto:` (and protocol-relative `//`) → external; `/` → contents; anything else →
 *   compliance, resolved to a localised site path.
 * - External navigation only when the item is marked external.
 * - `javascript:`, `data:`, `vbscript:` are never navigable, whatever the case, whitespace, control
 *   characters, HTML entities or percent-encoding used to disguise them. Any other scheme but http(s) and
 *   mailto is refused as well.
 *
 * Pure: no React and no DOM globals of its own (in a browser, the character-reference decoder reads named
 * references through a detached element).
 */

import {parseEntities} from 'parse-entities';

export type LinkKind = 'external' | 'contents' | 'compliance';
export type SiteType = LinkKind;

/** Longest href accepted anywhere. */
const MAX_HREF_LENGTH = 2048;

const DANGEROUS_SCHEMES = ['javascript:', 'data:', 'vbscript:'];
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/** C0 and C1 controls and DEL (U+0000–U+001F, U+007F–U+009F). */
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

/** True for anything that could run as `javascript:`, `data:` or `vbscript:`. */
export function isDangerousUrl(raw: unknown): boolean {
  if (typeof raw !== 'string') return true;
  const normalised = normaliseForSchemeCheck(raw);
  return DANGEROUS_SCHEMES.some((scheme) => normalised.startsWith(scheme));
}

/** The scheme of a URL-ish string (`https:`), or null for a path. */
function schemeOf(value: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  return match ? `${match[1].toLowerCase()}:` : null;
}

/** Link kind by path: http…/mailto (and protocol-relative) → external, `/` → contents, else compliance. */
export function linkKind(path: string): LinkKind {
  const value = path.trim();
  if (/^(?:https?:|mailto:)/i.test(value) || value.startsWith('//') || value.startsWith('/\\')) return 'external';
  if (value.startsWith('/')) return 'contents';
  return 'compliance';
}

/**
 * The home path: '/' followed by at most two letters and an optional slash (`/`, `/hu`, `/hu/`).
 * Query and hash must already be removed.
 */
export function isHomePath(path: string): boolean {
  return /^\/(?:[A-Za-z]{1,2}\/?)?$/.test(path);
}

/**
 * The localised site path of a compliance link: a relative path made absolute, the locale folder added
 * for a non-default locale, a trailing slash before any query or hash (every route ends with one).
 */
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

/**
 * A URL from configuration as a safe absolute http(s) URL: an absolute URL must pass `isSafeHttpUrl`; a
 * path (`api/x`, `/x`) resolves against `base` and must stay on its origin. Protocol-relative, backslash,
 * credential or non-http values give null.
 */
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

/**
 * The href to render, or null when it must not be navigable. Rejects: non-strings, overlong values,
 * control characters anywhere, dangerous or unknown schemes, backslash tricks, and external targets
 * that are not marked external.
 */
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

/**
 * Resolves a navigation item's path to a safe href by its kind, or null when it must not
 * be navigable (an external URL not marked external, a script-like URL, junk).
 */
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
