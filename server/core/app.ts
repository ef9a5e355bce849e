import {Hono, type MiddlewareHandler} from 'hono';

import {HOST_FILES} from '../../site/buildFiles';
import {isVariantName} from '../../site/encoding';
import type {AssetSource} from './assets';
import {cacheControlFor, REVALIDATE} from './cachePolicy';
import {buildPathOf} from './requestGuards';

export interface AppOptions {
  assets: AssetSource;
  /** Base path the site was built with (`/` or `/preview/x/`). */
  baseUrl?: string;
  api?: Hono;
  middleware?: MiddlewareHandler[];
}

const NOT_FOUND_PAGE = '404.html';

const HIDDEN_FILES = new Set(HOST_FILES);

/** Names that are never URLs of the site: variants, host configuration, and the 404 page by its own name. */
function isHidden(relative: string): boolean {
  return isVariantName(relative) || HIDDEN_FILES.has(relative) || /^404(?:\.html|\/)?$/.test(relative);
}

export async function notFoundPage(assets: Pick<AssetSource, 'read'>): Promise<Response> {
  const page = await assets.read(NOT_FOUND_PAGE);
  return page
    ? new Response(page, {status: 404, headers: {'Content-Type': 'text/html; charset=utf-8'}})
    : new Response('404', {status: 404, headers: {'Content-Type': 'text/plain; charset=utf-8'}});
}

/**
 * The runtime's answer with the site's cache rules, and a 301 for a route's missing slash (the platform's own
 * is a 307). The headers are changed in place, so the body is handed on as the runtime made it, never copied.
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
 * The edge app (docs/architecture.md, "One page request"): the runtime's static file server answers behind one
 * gate, a request path that names a build file (`buildPathOf`) and not a hidden one.
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
