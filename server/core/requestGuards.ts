import type {MiddlewareHandler} from 'hono';

/**
 * Checks in front of every route, the same on every runtime. Two `Host` headers arrive joined by a comma
 * (Fetch API) or are joined so by the Node adapter: either way the request is refused (400). A request without
 * a forwarded scheme (loopback development, tests) is answered as it is.
 */

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isValidHost(value: string | null): value is string {
  return value !== null && value.length <= 255 && HOST.test(value);
}

/** The Host header, or the URL's host when the runtime built the request without one (in-process calls). */
function hostOf(request: Request): string {
  return request.headers.get('host') ?? new URL(request.url).host;
}

export const hostGuard: MiddlewareHandler = async (c, next) => {
  if (!isValidHost(hostOf(c.req.raw))) {
    return c.text('Bad Request', 400, {'Cache-Control': 'no-store'});
  }
  await next();
};

/** The scheme the visitor used, when the platform in front of us says so. */
export function forwardedScheme(headers: Headers): 'http' | 'https' | null {
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  if (proto === 'http' || proto === 'https') return proto;
  const scheme = /"scheme"\s*:\s*"(https?)"/.exec(headers.get('cf-visitor') ?? '')?.[1];
  return scheme === 'http' || scheme === 'https' ? scheme : null;
}

export const httpsRedirect: MiddlewareHandler = async (c, next) => {
  const host = hostOf(c.req.raw);
  if (forwardedScheme(c.req.raw.headers) === 'http' && isValidHost(host)) {
    const url = new URL(c.req.url);
    return c.redirect(`https://${host}${url.pathname}${url.search}`, 301);
  }
  await next();
};

/** A preview is never indexed: `/robots.txt` forbids everything and names no sitemap. */
export function previewRobots(baseUrl: string): MiddlewareHandler {
  const paths = new Set(['/robots.txt', `${baseUrl}robots.txt`]);
  return async (c, next) => {
    if (paths.has(c.req.path) && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      return c.text('User-agent: *\nDisallow: /\n', 200, {'Cache-Control': 'no-cache'});
    }
    await next();
  };
}

/**
 * The build file a request path names relative to the build root (`''`, `about-us/`, `assets/js/main.js`), or
 * null: the one gate between a URL and the asset source (and any `Location` built from the path). An empty
 * segment could name an absolute file path or become a protocol-relative, off-site redirect.
 */
export function buildPathOf(pathname: string, baseUrl: string): string | null {
  if (!pathname.startsWith(baseUrl)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.slice(baseUrl.length));
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters never name a built file
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  const segments = decoded.split('/');
  // The last segment may be empty (a route's trailing slash); no other may.
  const bad = (segment: string, index: number) =>
    segment === '.' || segment === '..' || (segment === '' && index < segments.length - 1);
  return segments.some(bad) ? null : decoded;
}
