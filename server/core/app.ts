import {Hono, type MiddlewareHandler} from 'hono';

import {HOST_FILES} from '../../site/buildFiles';
import {isVariantName} from '../../site/encoding';
import type {AssetSource} from './assets';
import {cacheControlFor, REVALIDATE} from './cachePolicy';
import {buildPathOf} from './requestGuards';

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

/** Names that are never URLs of the site: variants, host configuration, and the 404 page by its own name. */
function isHidden(relative: string): boolean {
  return isVariantName(relative) || HIDDEN_FILES.has(relative) || /^404(?:\.html|\/)?$/.test(relative);
}

/** The build's error page with status 404, from the bytes the source reads. */
export async function notFoundPage(assets: Pick<AssetSource, 'read'>): Promise<Response> {
  const page = await assets.read(NOT_FOUND_PAGE);
  return page
    ? new Response(page, {status: 404, headers: {'Content-Type': 'text/html; charset=utf-8'}})
    : new Response('404', {status: 404, headers: {'Content-Type': 'text/plain; charset=utf-8'}});
}

/**
 * The runtime's answer with the site's cache rules (`cachePolicy.ts`): the file's policy for a file or a
 * 304, `no-cache` and no validators for the 404 page, a permanent redirect for a route's missing slash (the
 * platform's own is a 307). The headers are changed in place (`AssetSource.serve` answers with changeable
 * ones), so the body is handed on as the runtime made it, never copied.
 */
function withSiteRules(response: Response, relative: string): Response {
  if (response.status >= 300 && response.status < 400 && response.status !== 304) {
    const location = response.headers.get('location');
    void response.body?.cancel();
    return location === null
      ? new Response(null, {status: 404})
      : new Response(null, {status: 301, headers: {Location: location}});
  }
  if (response.status === 404) {
    for (const name of ['etag', 'last-modified', 'accept-ranges']) response.headers.delete(name);
    response.headers.set('Cache-Control', REVALIDATE);
  } else {
    response.headers.set(
      'Cache-Control',
      cacheControlFor(relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative),
    );
  }
  return response;
}

/**
 * The edge app: lets the runtime's static file server answer for `build/` (Node: `serveStatic`; Workers:
 * Static Assets) behind one gate — the request path must name a build file (`buildPathOf`), never a
 * compressed variant, host configuration or the 404 page by name — and applies the site's cache rules, the
 * 301 for `/x` → `/x/`, and the 404 page with status 404 (also when `/404.html` itself is asked for).
 */
export function createApp({assets, baseUrl = '/', api, middleware = []}: AppOptions): Hono {
  const app = new Hono();
  for (const handler of middleware) app.use('*', handler);

  if (api) app.route(`${baseUrl}api`, api);

  const notFound = async (): Promise<Response> => withSiteRules(await notFoundPage(assets), '');

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    if (baseUrl !== '/' && url.pathname === baseUrl.slice(0, -1)) {
      return c.redirect(`${baseUrl}${url.search}`, 301);
    }
    const relative = buildPathOf(url.pathname, baseUrl);
    if (relative === null || isHidden(relative) || !assets.serve) return notFound();
    return withSiteRules(await assets.serve(c.req.raw), relative);
  });

  app.all('*', (c) => c.text('Method Not Allowed', 405, {Allow: 'GET, HEAD'}));
  return app;
}
