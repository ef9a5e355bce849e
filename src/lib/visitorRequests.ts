/**
 * The two requests the visitor rules start from, with their limits: `/runtime-config.json` (the deployed
 * settings) and `/api/geo` (the visitor's location). Used by the app's visitor context and by the boot script
 * that decides whether a page needs the app on load (`src/boot/`). Neither throws: a failed or invalid answer
 * is null, and the caller keeps its defaults.
 */
import {fetchJson} from './fetchWithTimeout';
import {GEO_API_PATH, GEO_TIMEOUT_MS, type GeoInfo, parseGeoResponse} from './geolocation';
import {
  MAX_RUNTIME_CONFIG_CHARS,
  RUNTIME_CONFIG_PATH,
  RUNTIME_CONFIG_TIMEOUT_MS,
  type RuntimeConfig,
} from './runtimeConfigDefaults';

/** `path` (no leading slash) under the site's base URL. */
function withBase(baseUrl: string, path: string): string {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}${path}`;
}

export async function requestGeo(baseUrl: string): Promise<GeoInfo | null> {
  const result = await fetchJson(withBase(baseUrl, GEO_API_PATH), {
    timeoutMs: GEO_TIMEOUT_MS,
    maxBytes: 1024,
    parse: parseGeoResponse,
    init: {cache: 'no-store', credentials: 'same-origin'},
  });
  return result.ok ? result.data : null;
}

/** The deployed runtime config once validated (its validation code is a chunk of its own in the app). */
export async function requestRuntimeConfig(baseUrl: string): Promise<RuntimeConfig | null> {
  const lib = await import('./runtimeConfig');
  const result = await fetchJson(withBase(baseUrl, RUNTIME_CONFIG_PATH), {
    timeoutMs: RUNTIME_CONFIG_TIMEOUT_MS,
    maxBytes: MAX_RUNTIME_CONFIG_CHARS,
    parse: lib.runtimeConfigOrNull,
    init: {credentials: 'same-origin'},
  });
  return result.ok ? result.data : null;
}
