import type {Hono} from 'hono';

import {normaliseBaseUrl} from '../../src/siteEnv';
import type {AssetSource} from '../core/assets';
import type {SettingsStore} from '../core/settings';
import {createSiteParts} from '../core/site';

/**
 * The Cloudflare Workers entry of the site app (which paths run it: docs/deploy.md, "Which paths run the
 * Worker"). The app sends identity bodies here: Cloudflare compresses at the edge for each visitor (a Worker
 * always sees `Accept-Encoding: br, gzip`, whatever the visitor sent).
 */

interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

export interface WorkerEnv {
  ASSETS: AssetsBinding;
  SETTINGS?: SettingsStore;
  [name: string]: unknown;
}

/**
 * `read` fetches a file by its canonical URL (`x.html` → `/x`, `x/index.html` → `/x/`). A base path other than
 * `/` must be `assets.base_path` in wrangler.jsonc too.
 */
export function bindingAssets(binding: AssetsBinding, baseUrl = '/'): AssetSource {
  return {
    async read(relativePath) {
      const canonical = relativePath.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
      const url = `https://assets.invalid${baseUrl}${canonical.split('/').map(encodeURIComponent).join('/')}`;
      const response = await binding.fetch(new Request(url));
      if (response.status !== 200) {
        await response.body?.cancel();
        return null;
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    // A fetch answer's headers are immutable; the copy shares the body stream, so nothing is read here.
    serve: async (request) => {
      const response = await binding.fetch(request);
      return new Response(response.body, response);
    },
  };
}

/** The request with `CF-IPCountry` / `CF-Region-Code` taken from `request.cf` when it names a country. */
export function withPlatformGeo(request: Request & {cf?: {country?: unknown; regionCode?: unknown}}): Request {
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
    // Worker vars are strings; anything else (bindings) is left out of the app's environment.
    const vars: Record<string, string> = Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const baseUrl = normaliseBaseUrl(vars.BASE_URL);
    site = {
      env,
      app: createSiteParts({assets: bindingAssets(env.ASSETS, baseUrl), baseUrl, env: vars, settings: env.SETTINGS})
        .app,
    };
  }
  return site.app;
}

export default {
  fetch(request: Request, env: WorkerEnv): Response | Promise<Response> {
    return appFor(env).fetch(withPlatformGeo(request));
  },
};
