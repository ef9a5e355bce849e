import {Hono, type Context} from 'hono';
import {normaliseCountryCode, normaliseRegionCode, type GeoInfo} from '../../src/lib/geolocation';

/**
 * `GET /api/geo` (design: Runtime contracts) → `{"country": "HU", "region": "BU" | null, "whitelisted": false}`.
 *
 * Country and region come from the CDN's visitor headers, one provider at a time (a region is only read
 * from the provider that gave the country):
 *   1. Cloudflare   `CF-IPCountry` / `CF-Region-Code`
 *   2. CloudFront   `CloudFront-Viewer-Country` / `CloudFront-Viewer-Country-Region`
 *   3. Vercel       `X-Vercel-IP-Country` / `X-Vercel-IP-Country-Region`
 *   4. local/tests  `X-Country-Code` / `X-Region-Code` — only when `trustLocalHeaders` is on
 *      (env `GEO_TRUST_LOCAL_HEADERS=1`), because any client can send them.
 * Values are validated strictly: country exactly two upper-case letters (`XX`/`T1` count as unknown),
 * region one to three letters or digits; anything else is null.
 *
 * Whitelist: env `GEO_WHITELIST`, comma-separated. Each entry is either a country code (`HU`: every visitor
 * from that country), an IP address (`203.0.113.7`, `2001:db8::1`) or an IPv4 CIDR range
 * (`198.51.100.0/24`); invalid entries are ignored. The client IP is read from `CF-Connecting-IP`,
 * `CloudFront-Viewer-Address`, `X-Real-IP` (Vercel), or the socket (`clientIp` option); `X-Forwarded-For`
 * only with `trustLocalHeaders`. The whitelist stays on the server: the browser only sees `whitelisted`.
 *
 * The answer is per visitor: `Cache-Control: private, no-store`.
 */

export interface GeoWhitelist {
  countries: ReadonlySet<string>;
  addresses: ReadonlySet<string>;
  ipv4Ranges: readonly {base: number; mask: number}[];
}

export const EMPTY_WHITELIST: GeoWhitelist = {countries: new Set(), addresses: new Set(), ipv4Ranges: []};

export interface GeoOptions {
  whitelist?: GeoWhitelist;
  /** trust `X-Country-Code`/`X-Region-Code` and `X-Forwarded-For` (local runs and tests only) */
  trustLocalHeaders?: boolean;
  /** the connecting address when no CDN header names the client (Node: the socket) */
  clientIp?: (c: Context) => string | null | undefined;
}

const PROVIDERS: readonly {country: string; region: string; local?: true}[] = [
  {country: 'cf-ipcountry', region: 'cf-region-code'},
  {country: 'cloudfront-viewer-country', region: 'cloudfront-viewer-country-region'},
  {country: 'x-vercel-ip-country', region: 'x-vercel-ip-country-region'},
  {country: 'x-country-code', region: 'x-region-code', local: true},
];

export interface HeaderSource {
  get(name: string): string | null | undefined;
}

/** Country and region from the first provider whose country header is present. */
export function geoFromHeaders(headers: HeaderSource, trustLocalHeaders = false): Pick<GeoInfo, 'country' | 'region'> {
  for (const provider of PROVIDERS) {
    if (provider.local && !trustLocalHeaders) continue;
    const rawCountry = headers.get(provider.country);
    if (rawCountry === null || rawCountry === undefined) continue;
    const country = normaliseCountryCode(rawCountry);
    const region = country ? normaliseRegionCode(headers.get(provider.region)) : null;
    return {country, region};
  }
  return {country: null, region: null};
}

function parseIpv4(value: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(value);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  if (parts.some((part, index) => part > 255 || (match[index + 1].length > 1 && match[index + 1].startsWith('0')))) return null;
  return ((parts[0] << 24) | (parts[1] << 16) | (parts[2] << 8) | parts[3]) >>> 0;
}

function isIpv6(value: string): boolean {
  if (!/^[0-9a-f:.]{2,45}$/i.test(value) || !value.includes(':')) return false;
  const doubleColons = value.split('::').length - 1;
  if (doubleColons > 1) return false;
  const groups = value.split(':').filter((group) => group !== '');
  return groups.length <= 8 && groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group) || parseIpv4(group) !== null);
}

/** A canonical textual IP (IPv4 as is, IPv6 lower-cased, IPv4-mapped IPv6 as IPv4), else null. */
export function normaliseIp(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (parseIpv4(value) !== null) return value;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  if (mapped && parseIpv4(mapped[1]) !== null) return mapped[1];
  return isIpv6(value) ? value.toLowerCase() : null;
}

/** Parses `GEO_WHITELIST`. */
export function parseGeoWhitelist(raw: string | undefined): GeoWhitelist {
  if (!raw) return EMPTY_WHITELIST;
  const countries = new Set<string>();
  const addresses = new Set<string>();
  const ipv4Ranges: {base: number; mask: number}[] = [];
  for (const entry of raw.split(',').map((part) => part.trim()).filter(Boolean).slice(0, 1000)) {
    const country = normaliseCountryCode(entry.toUpperCase());
    if (/^[A-Za-z]{2}$/.test(entry) && country) {
      countries.add(country);
      continue;
    }
    const cidr = /^([\d.]+)\/(\d{1,2})$/.exec(entry);
    if (cidr) {
      const base = parseIpv4(cidr[1]);
      const bits = Number(cidr[2]);
      if (base !== null && bits >= 0 && bits <= 32) {
        const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
        ipv4Ranges.push({base: (base & mask) >>> 0, mask});
      }
      continue;
    }
    const ip = normaliseIp(entry);
    if (ip) addresses.add(ip);
  }
  return {countries, addresses, ipv4Ranges};
}

export function isWhitelisted(whitelist: GeoWhitelist, visitor: {country: string | null; ip: string | null}): boolean {
  if (visitor.country && whitelist.countries.has(visitor.country)) return true;
  if (!visitor.ip) return false;
  if (whitelist.addresses.has(visitor.ip)) return true;
  const v4 = parseIpv4(visitor.ip);
  return v4 !== null && whitelist.ipv4Ranges.some(({base, mask}) => ((v4 & mask) >>> 0) === base);
}

/** CloudFront-Viewer-Address is `ip:port` (IPv6 without brackets): drop the port. */
function withoutPort(value: string | null | undefined): string | null {
  if (!value) return null;
  const index = value.lastIndexOf(':');
  return index > 0 ? value.slice(0, index) : null;
}

/** The visitor's IP from the CDN headers, then (local only) X-Forwarded-For, then the socket. */
export function clientIpFrom(c: Context, options: GeoOptions): string | null {
  const headers = c.req.raw.headers;
  const candidates: (string | null | undefined)[] = [
    headers.get('cf-connecting-ip'),
    withoutPort(headers.get('cloudfront-viewer-address')),
    headers.get('x-real-ip'),
  ];
  if (options.trustLocalHeaders) candidates.push(headers.get('x-forwarded-for')?.split(',')[0]);
  for (const candidate of candidates) {
    const ip = normaliseIp(candidate);
    if (ip) return ip;
  }
  try {
    return normaliseIp(options.clientIp?.(c));
  } catch {
    return null;
  }
}

/** The visitor's geo answer for a request. */
export function geoForRequest(c: Context, options: GeoOptions = {}): GeoInfo {
  const {country, region} = geoFromHeaders(c.req.raw.headers, options.trustLocalHeaders ?? false);
  const whitelist = options.whitelist ?? EMPTY_WHITELIST;
  const needsIp = whitelist.addresses.size > 0 || whitelist.ipv4Ranges.length > 0;
  const ip = needsIp ? clientIpFrom(c, options) : null;
  return {country, region, whitelisted: isWhitelisted(whitelist, {country, ip})};
}

const NO_STORE = {'Cache-Control': 'private, no-store'};

/** The `/geo` route, to be mounted under `/api`. */
export function createGeoApi(options: GeoOptions = {}): Hono {
  const api = new Hono();
  api.get('/', (c) => c.json(geoForRequest(c, options), 200, NO_STORE));
  api.all('/', (c) => c.json({error: 'METHOD_NOT_ALLOWED', message: 'Use GET.'}, 405, {Allow: 'GET, HEAD', ...NO_STORE}));
  // Never a 500: an unexpected failure means "unknown visitor".
  api.onError((_error, c) => c.json({country: null, region: null, whitelisted: false} satisfies GeoInfo, 200, NO_STORE));
  return api;
}

export const GEO_ROUTE = '/geo';

/** Options from the server's environment. */
export function geoOptionsFromEnv(env: Record<string, string | undefined>): GeoOptions {
  return {
    whitelist: parseGeoWhitelist(env.GEO_WHITELIST),
    trustLocalHeaders: /^(1|true|yes)$/i.test((env.GEO_TRUST_LOCAL_HEADERS ?? '').trim()),
  };
}
