import {Hono} from 'hono';

import {type GeoInfo, normaliseCountryCode, normaliseRegionCode} from '../../../src/lib/geolocation';
import {EMPTY_WHITELIST, type GeoWhitelist, isWhitelisted, normaliseIp, parseGeoWhitelist} from './geoWhitelist';

/**
 * `GET /api/geo` (contract: docs/architecture.md, "Runtime contracts"). A region is only read from the CDN that
 * gave the country. The local headers and `X-Forwarded-For` count only with `trustLocalHeaders`
 * (`GEO_TRUST_LOCAL_HEADERS=1`), because any client can send them. The whitelist stays on the server.
 */

export interface GeoOptions {
  /** the whitelist, or where to read the current one (the runtime settings: KV / file) */
  whitelist?: GeoWhitelist | (() => Promise<GeoWhitelist>);
  /** trust `X-Country-Code`/`X-Region-Code` and `X-Forwarded-For` (local runs and tests only) */
  trustLocalHeaders?: boolean;
}

/** Cloudflare, CloudFront, Vercel, and the local one (development and tests). */
const PROVIDERS: readonly {country: string; region: string; local?: true}[] = [
  {country: 'cf-ipcountry', region: 'cf-region-code'},
  {country: 'cloudfront-viewer-country', region: 'cloudfront-viewer-country-region'},
  {country: 'x-vercel-ip-country', region: 'x-vercel-ip-country-region'},
  {country: 'x-country-code', region: 'x-region-code', local: true},
];

export function geoFromHeaders(headers: Headers, trustLocalHeaders = false): Pick<GeoInfo, 'country' | 'region'> {
  for (const provider of PROVIDERS) {
    if (provider.local && !trustLocalHeaders) continue;
    const rawCountry = headers.get(provider.country);
    if (rawCountry === null) continue;
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

function clientIpFrom(headers: Headers, trustLocalHeaders: boolean): string | null {
  const candidates = [
    headers.get('cf-connecting-ip'),
    withoutPort(headers.get('cloudfront-viewer-address')),
    headers.get('x-real-ip'),
    trustLocalHeaders ? headers.get('x-forwarded-for')?.split(',')[0] : null,
  ];
  return candidates.map((candidate) => normaliseIp(candidate)).find((ip) => ip !== null) ?? null;
}

const NO_STORE = {'Cache-Control': 'private, no-store'};

export function createGeoApi(options: GeoOptions = {}): Hono {
  const api = new Hono();
  const trustLocalHeaders = options.trustLocalHeaders ?? false;
  api.get('/', async (c) => {
    const given = typeof options.whitelist === 'function' ? await options.whitelist() : options.whitelist;
    const whitelist = given ?? EMPTY_WHITELIST;
    const headers = c.req.raw.headers;
    const {country, region} = geoFromHeaders(headers, trustLocalHeaders);
    const needsIp = whitelist.addresses.size > 0 || whitelist.ranges.length > 0;
    const ip = needsIp ? clientIpFrom(headers, trustLocalHeaders) : null;
    return c.json(
      {country, region, whitelisted: isWhitelisted(whitelist, {country, ip})} satisfies GeoInfo,
      200,
      NO_STORE,
    );
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

export function geoOptionsFromEnv(env: Record<string, string | undefined>): GeoOptions {
  return {
    whitelist: parseGeoWhitelist(env.GEO_WHITELIST),
    trustLocalHeaders: /^(1|true|yes)$/i.test((env.GEO_TRUST_LOCAL_HEADERS ?? '').trim()),
  };
}
