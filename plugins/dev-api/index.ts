import type {LoadContext, Plugin} from '@docusaurus/types';
import {getRequestListener} from '@hono/node-server';
import {Hono} from 'hono';

import {createApiApp} from '../../server/core/api';
import {parseGeoWhitelist} from '../../server/core/api/geoWhitelist';
import {devServerMiddleware} from './devServer';

/**
 * `npm start` answers `/api/*` with the same Hono app as the edge (`server/core/api/index.ts`), so the visitor
 * context, download links and chat work in development. Local geo headers (`X-Country-Code`,
 * `X-Region-Code`) are trusted here: the dev server is local by definition. `GEO_WHITELIST` applies as
 * on the edge. Only the dev server uses this (the build ignores `devServer`).
 */
export default function devApiPlugin(context: LoadContext): Plugin {
  const prefix = `${context.baseUrl}api/`;
  return {
    name: 'dev-api',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const api = createApiApp({
        geo: {trustLocalHeaders: true, whitelist: parseGeoWhitelist(process.env.GEO_WHITELIST)},
        chatStandIn: true,
      });
      const root = new Hono().route(`${context.baseUrl}api`, api);
      const listener = getRequestListener(root.fetch, {overrideGlobalObjects: false});
      return devServerMiddleware('ggphu-api', (request, response, next) => {
        if (!request.url?.startsWith(prefix)) {
          next();
          return;
        }
        listener(request, response).catch(next);
      });
    },
  };
}
