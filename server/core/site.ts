import type {MiddlewareHandler} from 'hono';

import {CSP_MANIFEST_FILE} from '../../site/buildFiles';
import {parseRuntimeConfigText, RUNTIME_CONFIG_PATH, type RuntimeConfig} from '../../src/lib/runtimeConfig';
import {isPreviewFlag} from '../../src/siteEnv';
import {apiOptionsFromEnv, createApiApp} from './api';
import {createApp} from './app';
import type {AssetSource} from './assets';
import {adminHeaders, editorOrigin} from './editorOrigin';
import {hostGuard, httpsRedirect, previewRobots} from './requestGuards';
import {securityHeadersMiddleware, securityHeaderSource} from './securityHeaders';
import {cachedSettings, loadRuntimeSettings, type RuntimeSettings, type SettingsStore} from './settings';

export interface SiteAppOptions {
  assets: AssetSource;
  baseUrl?: string;
  /** Server-side configuration (environment / Worker vars): never published to the browser. */
  env?: Record<string, string | undefined>;
  /** runtime settings operations change without a rebuild (KV on Workers, a JSON file on Node) */
  settings?: SettingsStore;
}

/** The build's own runtime config, parsed once (the defaults when missing or invalid). */
function buildRuntimeConfig(assets: AssetSource): () => Promise<RuntimeConfig> {
  let config: Promise<RuntimeConfig> | null = null;
  return () =>
    (config ??= assets
      .read(RUNTIME_CONFIG_PATH)
      .then((raw) => parseRuntimeConfigText(raw === null ? '' : new TextDecoder().decode(raw)).config));
}

/** `/runtime-config.json` from the runtime settings when operations set one; the build's file otherwise. */
function runtimeConfigRoute(baseUrl: string, settings: () => Promise<RuntimeSettings>): MiddlewareHandler {
  const path = `${baseUrl}${RUNTIME_CONFIG_PATH}`;
  return async (c, next) => {
    if (c.req.path !== path || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const json = (await settings()).runtimeConfigJson;
    if (json === null) return next();
    return c.body(json, 200, {'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache'});
  };
}

/**
 * The site's edge app as deployed: static build + `/api/*` + security headers, host and scheme checks,
 * the preview rules (`PREVIEW=1`: `X-Robots-Tag: noindex`, a robots.txt that forbids everything) and the
 * runtime settings. The one place where those pieces are put together, for Node and Workers alike.
 */
export function createSiteParts({assets, baseUrl = '/', env = {}, settings}: SiteAppOptions) {
  const preview = isPreviewFlag(env.PREVIEW);
  const currentSettings = cachedSettings(() => loadRuntimeSettings(settings, env.GEO_WHITELIST));
  const buildConfig = buildRuntimeConfig(assets);
  const headers = securityHeaderSource({
    loadManifest: () => assets.read(CSP_MANIFEST_FILE),
    loadRuntimeConfig: async () => (await currentSettings()).runtimeConfig ?? (await buildConfig()),
    preview,
  });
  const apiOptions = apiOptionsFromEnv(env);
  const api = createApiApp({
    ...apiOptions,
    geo: {...apiOptions.geo, whitelist: async () => (await currentSettings()).geoWhitelist},
  });
  const middleware: MiddlewareHandler[] = [securityHeadersMiddleware(headers), hostGuard, httpsRedirect];
  if (preview) middleware.push(previewRobots(baseUrl));
  middleware.push(
    editorOrigin(baseUrl, env.EDITOR_URL),
    runtimeConfigRoute(baseUrl, currentSettings),
    adminHeaders(baseUrl),
  );
  const app = createApp({assets, baseUrl, api, middleware});
  // The headers every response carries: runtime adapters use them for the answers they send themselves.
  return {app, securityHeaders: headers};
}
