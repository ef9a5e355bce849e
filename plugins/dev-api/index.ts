import type {LoadContext, Plugin} from '@docusaurus/types';
import {getRequestListener} from '@hono/node-server';
import {Hono} from 'hono';

import {createApiApp} from '../../server/core/api';
import {parseGeoWhitelist} from '../../server/core/api/geoWhitelist';
import {devServerMiddleware} from './devServer';

/** `npm start` answers `/api/*` with the edge's Hono app; local geo headers are trusted: the dev server is local. */
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
