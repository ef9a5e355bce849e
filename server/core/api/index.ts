import {Hono} from 'hono';

import {createChatCapacityApi, isChatStandInEnabled} from './chatCapacity';
import {type CmsAuthOptions, createCmsAuthApi} from './cmsAuth';
import {createDownloadUrlApi} from './downloadUrl';
import {createGeoApi, type GeoOptions, geoOptionsFromEnv} from './geo';

/**
 * Every `/api/*` route, in one place. Mounted under `{baseUrl}api` by the edge (`server/core/site.ts`) and under
 * `/api` by the dev server (`plugins/dev-api`), so `npm start`, `npm run serve` and the deployed edge answer
 * the same way. Routes here are relative to `/api`.
 */

export interface ApiOptions {
  geo?: GeoOptions;
  chatStandIn?: boolean;
  cmsAuth?: CmsAuthOptions;
}

export function createApiApp(options: ApiOptions = {}): Hono {
  const api = new Hono();
  api.route('/geo', createGeoApi(options.geo));
  api.route('/download-url', createDownloadUrlApi());
  api.route('/chat/capacity', createChatCapacityApi(options.chatStandIn === true));
  api.route('/cms', createCmsAuthApi(options.cmsAuth));
  // A catch-all route, not notFound(): a mounted sub-app's notFound handler is not used by the parent.
  api.all('*', (c) => c.json({error: 'NOT_FOUND', message: 'No such API route.'}, 404, {'Cache-Control': 'no-store'}));
  return api;
}

/** Server-side configuration from the environment (never published to the browser). */
export function apiOptionsFromEnv(env: Record<string, string | undefined>): ApiOptions {
  return {
    geo: geoOptionsFromEnv(env),
    chatStandIn: isChatStandInEnabled(env),
    cmsAuth: {env},
  };
}
