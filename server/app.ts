import {Hono, type MiddlewareHandler} from 'hono';
import {compress} from 'hono/compress';
import type {AssetSource} from './assets';
import {contentTypeOf, extensionOf} from './contentTypes';
import {cacheControlFor, REVALIDATE} from './cachePolicy';

export interface AppOptions {
  /** The built site. */
  assets: AssetSource;
  /** Base path the site was built with (`/` or `/preview/x/`). */
  baseUrl?: string;
  /** `/api/*` routes, mounted under the base path. */
  api?: Hono;
  /** Middleware run before everything else (security headers). */
  middleware?: MiddlewareHandler[];
}

const NOT_FOUND_PAGE = '404.html';

function stripBase(pathname: string, baseUrl: string): string | null {
  if (baseUrl === '/') return pathname.slice(1);
  return pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : null;
}

function safeDecode(value: string): string | null {
  try {
    const decoded = decodeURIComponent(value);
    // Control characters and backslashes never name a built file.
    return /[\u0000-\u001f\\]/.test(decoded) ? null : decoded;
  } catch {
    return null;
  }
}

/**
 * The edge app: serves `build/` the way the CDN does in production: `/x` → 301 `/x/` when `/x/index.html`
 * exists, long-lived caching for hashed assets, `no-cache` for HTML, and the error page with status 404.
 */
export function createApp({assets, baseUrl = '/', api, middleware = []}: AppOptions): Hono {
  const app = new Hono();
  for (const handler of middleware) app.use('*', handler);
  app.use('*', compress());

  if (api) app.route(`${baseUrl}api`, api);

  const send = (body: Uint8Array<ArrayBuffer>, relativePath: string, status: 200 | 404 = 200): Response =>
    new Response(body, {
      status,
      headers: {
        'Content-Type': contentTypeOf(relativePath),
        'Cache-Control': status === 200 ? cacheControlFor(relativePath) : REVALIDATE,
      },
    });

  const notFound = async (): Promise<Response> => {
    const page = await assets.read(NOT_FOUND_PAGE);
    return page
      ? send(page, NOT_FOUND_PAGE, 404)
      : new Response('404', {status: 404, headers: {'Content-Type': 'text/plain; charset=utf-8'}});
  };

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    if (baseUrl !== '/' && url.pathname === baseUrl.slice(0, -1)) {
      return c.redirect(`${baseUrl}${url.search}`, 301);
    }
    const encoded = stripBase(url.pathname, baseUrl);
    const relative = encoded === null ? null : safeDecode(encoded);
    if (relative === null || relative.split('/').includes('..')) return notFound();

    if (relative === '' || relative.endsWith('/')) {
      const page = await assets.read(`${relative}index.html`);
      return page ? send(page, 'index.html') : notFound();
    }
    const file = await assets.read(relative);
    if (file) return send(file, relative);
    if (extensionOf(relative) === null && (await assets.read(`${relative}/index.html`))) {
      // Routes end in a slash (spec §2); keep the query when adding it.
      return c.redirect(`${url.pathname}/${url.search}`, 301);
    }
    return notFound();
  });

  app.all('*', (c) => c.text('Method Not Allowed', 405, {Allow: 'GET, HEAD'}));
  return app;
}
