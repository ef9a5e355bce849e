/**
 * Geolocation decisions (the visitor's rule, the warning or Ontario modal, the download block) and the country
 * and region validators shared by the edge and the client. Paths are site paths (see `sitePathOf`).
 */
import type {GeolocationRule} from '../data/region';
import {CANADA_REGION_ID} from '../data/regionIds';
import {isHomePath} from './linkSafety';

export interface GeoInfo {
  /** ISO 3166-1 alpha-2, upper case, or null when unknown */
  country: string | null;
  /** subdivision code (1–3 alphanumerics, upper case), or null */
  region: string | null;
  /** visitor is on the server-side whitelist */
  whitelisted: boolean;
}

const ONTARIO_RULE_KEY = 'CAON';
/**
 * How long the download link waits for the geo before it goes ahead without the country. Not a limit on the
 * answer: a later one still applies (the visitor dialog, the download block).
 */
export const GEO_WAIT_MS = 3000;
/** Relative to the site's base URL. */
export const GEO_API_PATH = 'api/geo';

/** 'XX' is the CDNs' "unknown country" placeholder. */
const UNKNOWN_COUNTRY_PLACEHOLDERS = new Set(['XX']);

/** Exactly two upper-case ASCII letters, else null. Nothing is trimmed or case-folded. */
export function normaliseCountryCode(raw: unknown): string | null {
  if (typeof raw !== 'string' || !/^[A-Z]{2}$/.test(raw)) return null;
  return UNKNOWN_COUNTRY_PLACEHOLDERS.has(raw) ? null : raw;
}

export function normaliseRegionCode(raw: unknown): string | null {
  if (typeof raw !== 'string' || !/^[A-Za-z0-9]{1,3}$/.test(raw)) return null;
  return raw.toUpperCase();
}

/** A wrong type anywhere rejects the whole answer: the visitor is unknown, so nothing geo-dependent shows. */
export function parseGeoResponse(value: unknown): GeoInfo | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const {country, region, whitelisted} = value as Record<string, unknown>;
  if (country !== null && country !== undefined && normaliseCountryCode(country) === null) return null;
  if (region !== null && region !== undefined && normaliseRegionCode(region) === null) return null;
  if (whitelisted !== undefined && typeof whitelisted !== 'boolean') return null;
  const countryCode = normaliseCountryCode(country);
  return {
    country: countryCode,
    // A region means nothing without its country.
    region: countryCode ? normaliseRegionCode(region) : null,
    whitelisted: whitelisted === true,
  };
}

function isInsideOntario(geo: Pick<GeoInfo, 'country' | 'region'>): boolean {
  return geo.country === 'CA' && geo.region === 'ON';
}

export function ruleKeyFor(geo: Pick<GeoInfo, 'country' | 'region'>): string | null {
  if (!geo.country) return null;
  return isInsideOntario(geo) ? ONTARIO_RULE_KEY : geo.country;
}

/** The rule for the visitor: Ontario's own rule first, then the country's. */
export function findGeolocationRule(
  rules: Record<string, GeolocationRule>,
  geo: Pick<GeoInfo, 'country' | 'region'>,
): GeolocationRule | null {
  const key = ruleKeyFor(geo);
  if (!key || !geo.country) return null;
  const own = Object.hasOwn(rules, key) ? rules[key] : undefined;
  return own ?? (Object.hasOwn(rules, geo.country) ? rules[geo.country] : null);
}

/** Removes the deployment's base URL (`/` or `/x/`) from a pathname; the result starts with `/`. */
export function sitePathOf(pathname: string, baseUrl = '/'): string {
  if (baseUrl !== '/' && pathname.startsWith(baseUrl)) return `/${pathname.slice(baseUrl.length)}`;
  if (baseUrl !== '/' && `${pathname}/` === baseUrl) return '/';
  return pathname.startsWith('/') ? pathname : `/${pathname}`;
}

export function isDownloadPath(path: string): boolean {
  return /^(?:\/[a-z]{2})?\/download\/?$/.test(path);
}

export function isPokerSchoolPath(path: string): boolean {
  return /^(?:\/[a-z]{2})?\/poker-school(?:\/|$)/.test(path);
}

export interface WarningModalInput {
  rule: GeolocationRule | null;
  closeRM: boolean;
  search: string;
  userAgent: string;
  whitelisted: boolean;
  /** site path */
  path: string;
}

/** A WARNING rule opens it on home and download, unless one of the exemptions holds. */
export function shouldShowWarningModal(input: WarningModalInput): boolean {
  if (input.rule?.ruleType !== 'WARNING' || input.closeRM || input.whitelisted) return false;
  // Lighthouse runs: its user agent, or `is_Lighthouse` in the query (any case, any value).
  if (/lighthouse/i.test(input.userAgent)) return false;
  if ([...new URLSearchParams(input.search).keys()].some((key) => key.toLowerCase() === 'is_lighthouse')) return false;
  return isHomePath(input.path) || isDownloadPath(input.path);
}

/** A BLOCKED rule blocks downloads except on home, download and the poker school. */
export function isDownloadBlocked(rule: GeolocationRule | null, path: string): boolean {
  if (rule?.ruleType !== 'BLOCKED') return false;
  return !(isHomePath(path) || isDownloadPath(path) || isPokerSchoolPath(path));
}

export type VisitorModal = 'ontario' | 'warning' | null;

/**
 * The one visitor modal to show, if any: the Ontario modal wins over the warning (they are never stacked), since
 * an Ontario visitor's own choice (regional site or continue) comes first.
 */
export function visitorModalFor(
  input: WarningModalInput & {siteRegionId: string; geo: Pick<GeoInfo, 'country' | 'region'>},
): VisitorModal {
  if (input.siteRegionId !== CANADA_REGION_ID && isInsideOntario(input.geo) && !input.closeRM) return 'ontario';
  return shouldShowWarningModal(input) ? 'warning' : null;
}
