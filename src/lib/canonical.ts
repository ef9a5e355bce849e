/**
 * Canonical link rule: on the (locale) root path of a region that requires conversion, the contents host plus
 * the locale folder for a non-English locale; everywhere else the current path on this site. Decided at build
 * time (the static HTML is the same for every visitor).
 */
import {sitePathOf} from './geolocation';
import {safeHttpOrigin} from './linkSafety';

export interface CanonicalInput {
  /** location pathname, base URL included, without query or hash */
  pathname: string;
  /** this site's origin (siteConfig.url) */
  siteUrl: string;
  /** deployment base path (`/` or `/x/`) */
  baseUrl: string;
  /** current locale (`hu`) */
  locale: string;
  defaultLocale: string;
  locales: readonly string[];
  /** host of the contents (runtime config `contentsHost`, build-time default) */
  contentsHost: string;
  /** regional flag isRequireConvertCanonical */
  requireConvert: boolean;
}

/** `/x` → `/x/`; file-like paths (`/a/b.html`) and `/` are left alone. */
function withTrailingSlash(path: string): string {
  if (path.endsWith('/')) return path;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last.includes('.') ? path : `${path}/`;
}

/** The root, or (with several locales) the root of a configured locale. */
export function isCanonicalRoot(path: string, locales: readonly string[]): boolean {
  if (path === '/' || path === '') return true;
  if (locales.length < 2) return false;
  const match = /^\/([^/]+)\/?$/.exec(path);
  return !!match && locales.includes(match[1]);
}

export function canonicalUrl(input: CanonicalInput): string {
  const path = withTrailingSlash(sitePathOf(input.pathname.split(/[?#]/)[0] || '/', input.baseUrl));
  const contentsOrigin = safeHttpOrigin(input.contentsHost);
  if (input.requireConvert && contentsOrigin && isCanonicalRoot(path, input.locales)) {
    // An English locale has no folder on the contents host.
    const english = /^en(?:-|$)/i.test(input.locale);
    return english ? `${contentsOrigin}/` : `${contentsOrigin}/${input.locale.toLowerCase()}/`;
  }
  const siteOrigin = safeHttpOrigin(input.siteUrl) ?? input.siteUrl.replace(/\/+$/, '');
  const base = input.baseUrl.endsWith('/') ? input.baseUrl.slice(0, -1) : input.baseUrl;
  return `${siteOrigin}${base}${path}`;
}
