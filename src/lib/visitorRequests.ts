/**
 * The two requests the visitor rules start from, with their limits: `/runtime-config.json` (the deployed
 * settings) and `/api/geo` (the visitor's location). Used by the app's visitor context and by the boot script
 * that decides whether a page needs the app on load (`src/boot/`). Neither throws: a failed or invalid answer
 * is null, and the caller keeps its defaults.
 *
 * One request of each per page load: the boot script and the app are separate bundles, so the answers are kept
 * on the page (`globalThis`), and the app uses the boot script's requests instead of asking again.
 *
 * A late answer is as good as an early one: a visitor from a warning or blocked country on a slow network must
 * still get the dialog and the block. So the requests give up only on a connection that hangs; how long the
 * download link waits for them is decided where it waits (`src/components/visitor/VisitorContext/`).
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

/** `path` (no leading slash) under the site's base URL. */
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

/** The deployed runtime config once validated, or null when it could not be read or is invalid. */
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
