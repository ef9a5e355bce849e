import {Hono, type MiddlewareHandler} from 'hono';

import {HOST_FILES} from '../site/buildFiles';
import {assetOf, type AssetSource} from './assets';
import {extensionOf} from './contentTypes';
import {isVariantName} from './encoding';
import {buildPathOf} from './requestPath';
import {staticResponse} from './staticResponse';

export interface AppOptions {
  /** The built site. */
  assets: AssetSource;
  /** Base path the site was built with (`/` or `/preview/x/`). */
  baseUrl?: string;
  /** `/api/*` routes, mounted under the base path. */
  api?: Hono;
  /** Middleware run before everything else (security headers, host and scheme checks). */
  middleware?: MiddlewareHandler[];
}

const NOT_FOUND_PAGE = '404.html';

const HIDDEN_FILES = new Set(HOST_FILES);

function isServable(relative: string): boolean {
  return !isVariantName(relative) && !HIDDEN_FILES.has(relative) && relative !== NOT_FOUND_PAGE;
}

/**
 * The edge app: serves `build/` the way the CDN does in production: `/x` → 301 `/x/` when `/x/index.html`
 * exists, long-lived caching for hashed assets, `no-cache` for HTML, and the error page with status 404
 * (also when `/404.html` itself is asked for).
 */
export function createApp({assets, baseUrl = '/', api, middleware = []}: AppOptions): Hono {
  const app = new Hono();
  for (const handler of middleware) app.use('*', handler);

  if (api) app.route(`${baseUrl}api`, api);

  const notFound = async (request: Request): Promise<Response> => {
    const page = await assetOf(assets, NOT_FOUND_PAGE);
    return page
      ? staticResponse(request, page, NOT_FOUND_PAGE, 404)
      : new Response('404', {
          status: 404,
          headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache'},
        });
  };

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (baseUrl !== '/' && url.pathname === baseUrl.slice(0, -1)) {
      return c.redirect(`${baseUrl}${url.search}`, 301);
    }
    const relative = buildPathOf(url.pathname, baseUrl);
    if (relative === null) return notFound(request);

    if (relative === '' || relative.endsWith('/')) {
      const page = await assetOf(assets, `${relative}index.html`);
      return page ? staticResponse(request, page, 'index.html') : notFound(request);
    }
    if (!isServable(relative)) return notFound(request);
    const file = await assetOf(assets, relative);
    if (file) return staticResponse(request, file, relative);
    if (extensionOf(relative) === null && (await assets.read(`${relative}/index.html`))) {
      // Routes end in a slash; keep the query when adding it. The path passed buildPathOf, so it starts
      // with exactly one slash and the Location stays on this site.
      return c.redirect(`${url.pathname}/${url.search}`, 301);
    }
    return notFound(request);
  });

  app.all('*', (c) => c.text('Method Not Allowed', 405, {Allow: 'GET, HEAD'}));
  return app;
}
