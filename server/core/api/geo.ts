import {type Context, Hono} from 'hono';

import {type GeoInfo, normaliseCountryCode, normaliseRegionCode} from '../../../src/lib/geolocation';
import {EMPTY_WHITELIST, type GeoWhitelist, isWhitelisted, normaliseIp, parseGeoWhitelist} from './geoWhitelist';

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
 * (`198.51.100.0/24`, `2001:db8::/32`); invalid entries are ignored. The client IP is read from `CF-Connecting-IP`,
 * `CloudFront-Viewer-Address`, `X-Real-IP` (Vercel), or the socket (`clientIp` option); `X-Forwarded-For`
 * only with `trustLocalHeaders`. The whitelist stays on the server: the browser only sees `whitelisted`.
 *
 * The answer is per visitor: `Cache-Control: private, no-store`.
 */

export interface GeoOptions {
  whitelist?: GeoWhitelist;
  /** trust `X-Country-Code`/`X-Region-Code` and `X-Forwarded-For` (local runs and tests only) */
  trustLocalHeaders?: boolean;
  /** the connecting address when no CDN header names the client (Node: the socket) */
  clientIp?: (c: Context) => string | null | undefined;
  /** the current whitelist from the runtime settings (KV / file); replaces `whitelist` when given */
  whitelistSource?: () => Promise<GeoWhitelist>;
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

/** CloudFront-Viewer-Address is `ip:port` (IPv6 without brackets): drop the port. */
function withoutPort(value: string | null | undefined): string | null {
  if (!value) return null;
  const index = value.lastIndexOf(':');
  return index > 0 ? value.slice(0, index) : null;
}

/** The visitor's IP from the CDN headers, then (local only) X-Forwarded-For, then the socket. */
function clientIpFrom(c: Context, options: GeoOptions): string | null {
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
function geoForRequest(c: Context, options: GeoOptions = {}): GeoInfo {
  const {country, region} = geoFromHeaders(c.req.raw.headers, options.trustLocalHeaders ?? false);
  const whitelist = options.whitelist ?? EMPTY_WHITELIST;
  const needsIp = whitelist.addresses.size > 0 || whitelist.ranges.length > 0;
  const ip = needsIp ? clientIpFrom(c, options) : null;
  return {country, region, whitelisted: isWhitelisted(whitelist, {country, ip})};
}

const NO_STORE = {'Cache-Control': 'private, no-store'};

/** The `/geo` route, to be mounted under `/api`. */
export function createGeoApi(options: GeoOptions = {}): Hono {
  const api = new Hono();
  api.get('/', async (c) => {
    const whitelist = options.whitelistSource ? await options.whitelistSource() : options.whitelist;
    return c.json(geoForRequest(c, {...options, whitelist}), 200, NO_STORE);
  });
  api.all('/', (c) =>
    c.json({error: 'METHOD_NOT_ALLOWED', message: 'Use GET.'}, 405, {Allow: 'GET, HEAD', ...NO_STORE}),
  );
  // Never a 500: an unexpected failure means "unknown visitor".
  api.onError((_error, c) =>
    c.json({country: null, region: null, whitelisted: false} satisfies GeoInfo, 200, NO_STORE),
  );
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
