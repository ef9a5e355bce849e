import type {Hono} from 'hono';
import type {AssetSource} from './assets';
import {createApp} from './app';
import {apiOptionsFromEnv, createApiApp} from './api';
import {CSP_MANIFEST_FILE, securityHeadersMiddleware} from './securityHeaders';
import {RUNTIME_CONFIG_PATH} from '../src/lib/runtimeConfigDefaults';

export interface SiteAppOptions {
  assets: AssetSource;
  baseUrl?: string;
  /** Server-side configuration (environment): never published to the browser. */
  env?: Record<string, string | undefined>;
}

/**
 * The site's edge app as deployed: static build + `/api/*` + security headers.
 * This is the one place where those pieces are put together.
 */
export function createSiteApp({assets, baseUrl = '/', env = {}}: SiteAppOptions): Hono {
  return createApp({
    assets,
    baseUrl,
    api: createApiApp(apiOptionsFromEnv(env)),
    middleware: [
      securityHeadersMiddleware({
        loadManifest: () => assets.read(CSP_MANIFEST_FILE),
        loadRuntimeConfig: () => assets.read(RUNTIME_CONFIG_PATH),
      }),
    ],
  });
}
