import {type Context, Hono} from 'hono';

import {
  DEFAULT_DOWNLOAD_LINKS,
  DOWNLOAD_LINK_TABLE,
  type DownloadLinkEntry,
  type DownloadLinkTable,
  MOBILE_PLATFORMS,
  type MobilePlatform,
} from '../../../src/data/downloadLinks';

/**
 * `GET /api/download-url` (contract: docs/architecture.md, "Runtime contracts"). A missing, repeated or
 * malformed parameter answers 400 naming the parameters, never echoing their values; nothing answers 500.
 */

const PATTERNS = {
  brandAlias: /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/,
  platform: /^(?:ios|android)$/i,
  country: /^[A-Za-z]{2}$/,
};

type ParameterName = keyof typeof PATTERNS;
type Problems = {name: ParameterName; problem: 'missing' | 'repeated' | 'invalid'}[];

/** Answers change only with a deploy; let the CDN keep them a while. */
const DOWNLOAD_URL_CACHE_CONTROL = 'public, max-age=300, s-maxage=3600';

/** The brand's row for the country, else its default row, else the table-wide default (brand in any case). */
export function lookupDownloadLinks(
  brandAlias: string,
  platform: MobilePlatform,
  country: string,
  table: DownloadLinkTable = DOWNLOAD_LINK_TABLE,
): readonly DownloadLinkEntry[] {
  const brandKey = Object.keys(table).find((key) => key.toLowerCase() === brandAlias.toLowerCase());
  const rows = brandKey ? table[brandKey][platform] : undefined;
  if (!rows) return DEFAULT_DOWNLOAD_LINKS[platform];
  return (Object.hasOwn(rows, country) ? rows[country] : undefined) ?? rows.default;
}

function badRequest(c: Context, parameters: Problems): Response {
  const message = 'brandAlias, platform (ios or android) and country (two letters) are required, once each.';
  return c.json({error: 'INVALID_PARAMETERS', message, parameters}, 400, {'Cache-Control': 'no-store'});
}

export function createDownloadUrlApi(table: DownloadLinkTable = DOWNLOAD_LINK_TABLE): Hono {
  const api = new Hono();

  api.get('/', (c) => {
    const problems: Problems = [];
    const values = {} as Record<ParameterName, string>;
    for (const name of Object.keys(PATTERNS) as ParameterName[]) {
      const all = c.req.queries(name) ?? [];
      if (all.length === 0 || all[0] === '') problems.push({name, problem: 'missing'});
      else if (all.length > 1) problems.push({name, problem: 'repeated'});
      else if (!PATTERNS[name].test(all[0])) problems.push({name, problem: 'invalid'});
      else values[name] = all[0];
    }
    if (problems.length > 0) return badRequest(c, problems);

    const platform = values.platform.toLowerCase() as MobilePlatform;
    if (!MOBILE_PLATFORMS.includes(platform)) return badRequest(c, [{name: 'platform', problem: 'invalid'}]);
    const links = lookupDownloadLinks(values.brandAlias, platform, values.country.toUpperCase(), table);
    return c.json({links: links.map(({type, url}) => ({type, url}))}, 200, {
      'Cache-Control': DOWNLOAD_URL_CACHE_CONTROL,
    });
  });

  api.all('/', (c) =>
    c.json({error: 'METHOD_NOT_ALLOWED', message: 'Use GET.'}, 405, {Allow: 'GET, HEAD', 'Cache-Control': 'no-store'}),
  );

  // A thrown error would become a 500; answer like any other bad request instead.
  api.onError((_error, c) => badRequest(c, []));
  return api;
}
