import type {Hono} from 'hono';

import {normaliseBaseUrl} from '../src/siteEnv';
import {type Asset, type AssetSource, entityTagOf} from './assets';
import type {SettingsStore} from './settings';
import {createSiteApp} from './site';

/**
 * The Cloudflare Workers entry of the same site app as Node (`server/site.ts`): files from the Static
 * Assets binding `ASSETS` (`html_handling` and `not_found_handling` off, so it answers exact files and the
 * app decides routes, redirects and the 404 page), settings from Worker vars and secrets, runtime settings
 * from the `SETTINGS` KV namespace, and the visitor's country from `request.cf` when the platform gives it,
 * else the CDN headers (`CF-IPCountry`). The app sends identity bodies here: Cloudflare compresses at the
 * edge for each visitor (a Worker always sees `Accept-Encoding: br, gzip`, whatever the visitor sent).
 */

interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export interface WorkerEnv {
  ASSETS: AssetsBinding;
  SETTINGS?: SettingsStore;
  [name: string]: unknown;
}

interface CfProperties {
  country?: unknown;
  regionCode?: unknown;
}

/** The `ASSETS` binding as an asset source; tags are memoised per isolate by the binding's own tag. */
export function bindingAssets(binding: AssetsBinding): AssetSource {
  const tags = new Map<string, {source: string; etag: string}>();
  const read = async (relativePath: string): Promise<{body: Uint8Array<ArrayBuffer>; sourceTag: string} | null> => {
    const url = `https://assets.invalid/${relativePath.split('/').map(encodeURIComponent).join('/')}`;
    const response = await binding.fetch(new Request(url));
    if (response.status !== 200) {
      await response.body?.cancel();
      return null;
    }
    return {body: new Uint8Array(await response.arrayBuffer()), sourceTag: response.headers.get('etag') ?? ''};
  };
  return {
    async read(relativePath) {
      return (await read(relativePath))?.body ?? null;
    },
    async asset(relativePath): Promise<Asset | null> {
      const found = await read(relativePath);
      if (found === null) return null;
      const known = tags.get(relativePath);
      const etag =
        known?.source === found.sourceTag && found.sourceTag !== '' ? known.etag : await entityTagOf(found.body);
      if (tags.size < 10000) tags.set(relativePath, {source: found.sourceTag, etag});
      return {body: found.body, etag, variants: {}};
    },
  };
}

/** Worker vars are strings; anything else (bindings) is left out of the app's environment. */
function stringVars(env: WorkerEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The request with `CF-IPCountry` / `CF-Region-Code` taken from `request.cf` when it names a country. */
export function withPlatformGeo(request: Request & {cf?: CfProperties}): Request {
  const country = request.cf?.country;
  if (typeof country !== 'string' || country === '') return request;
  const headers = new Headers(request.headers);
  headers.set('cf-ipcountry', country);
  const region = request.cf?.regionCode;
  if (typeof region === 'string' && region !== '') headers.set('cf-region-code', region);
  else headers.delete('cf-region-code');
  return new Request(request, {headers});
}

let site: {env: WorkerEnv; app: Hono} | null = null;

function appFor(env: WorkerEnv): Hono {
  if (site?.env !== env) {
    const vars = stringVars(env);
    site = {
      env,
      app: createSiteApp({
        assets: bindingAssets(env.ASSETS),
        baseUrl: normaliseBaseUrl(vars.BASE_URL),
        env: vars,
        settings: env.SETTINGS,
      }),
    };
  }
  return site.app;
}

export default {
  fetch(request: Request, env: WorkerEnv): Response | Promise<Response> {
    return appFor(env).fetch(withPlatformGeo(request));
  },
};
