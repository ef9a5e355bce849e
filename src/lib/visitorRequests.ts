/**
 * The two requests the visitor rules start from, `/runtime-config.json` and `/api/geo`; a failed or invalid
 * answer is null. One of each per page load: the boot script and the app are separate bundles, so the answers
 * are kept on the page (`globalThis`). A late answer is as good as an early one (a visitor from a blocked country
 * on a slow network must still get the block), so the requests give up only on a connection that hangs.
 */
import {fetchJson} from './fetchWithTimeout';
import {GEO_API_PATH, type GeoInfo, parseGeoResponse} from './geolocation';
import {
  isRuntimeConfigDefaults,
  MAX_RUNTIME_CONFIG_CHARS,
  RUNTIME_CONFIG_DEFAULTS,
  RUNTIME_CONFIG_PATH,
  type RuntimeConfig,
} from './runtimeConfigDefaults';

/** A request with no answer after this long is given up (its connection hangs): the page keeps its defaults. */
export const VISITOR_ANSWER_LIMIT_MS = 60_000;

interface PageRequests {
  geo?: Promise<GeoInfo | null>;
  config?: Promise<RuntimeConfig | null>;
}

const PAGE_KEY = '__ggpVisitorRequests';

function pageRequests(): PageRequests {
  const page = globalThis as typeof globalThis & {[PAGE_KEY]?: PageRequests};
  return (page[PAGE_KEY] ??= {});
}

function withBase(baseUrl: string, path: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${path}`;
}

export function requestGeo(baseUrl: string): Promise<GeoInfo | null> {
  return (pageRequests().geo ??= fetchJson(withBase(baseUrl, GEO_API_PATH), {
    timeoutMs: VISITOR_ANSWER_LIMIT_MS,
    maxBytes: 1024,
    parse: parseGeoResponse,
    init: {cache: 'no-store', credentials: 'same-origin'},
  }).then((result) => (result.ok ? result.data : null)));
}

/** Null when the file could not be read or is invalid. */
export function requestRuntimeConfig(baseUrl: string): Promise<RuntimeConfig | null> {
  return (pageRequests().config ??= fetchRuntimeConfig(baseUrl));
}

async function fetchRuntimeConfig(baseUrl: string): Promise<RuntimeConfig | null> {
  const result = await fetchJson(withBase(baseUrl, RUNTIME_CONFIG_PATH), {
    timeoutMs: VISITOR_ANSWER_LIMIT_MS,
    maxBytes: MAX_RUNTIME_CONFIG_CHARS,
    init: {credentials: 'same-origin'},
  });
  if (!result.ok) return null;
  if (isRuntimeConfigDefaults(result.data)) return JSON.parse(JSON.stringify(RUNTIME_CONFIG_DEFAULTS)) as RuntimeConfig;
  // A deployed file of its own: its validator is a chunk of its own, loaded only now.
  const lib = await import('./runtimeConfig');
  return lib.runtimeConfigOrNull(result.data);
}
