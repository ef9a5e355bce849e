import type {MiddlewareHandler} from 'hono';

import {ADMIN_HEADERS, ADMIN_PATH, LOCAL_ADMIN_CONTENT_SECURITY_POLICY} from '../../site/adminPolicy';
import {isLocalHostname} from '../../src/lib/localHost';
import {keepOwnContentSecurityPolicy} from './securityHeaders';

/**
 * The writers' editor on an origin of its own (`EDITOR_URL`), so no script of the site's pages can reach the
 * GitHub token Decap keeps in `localStorage`; what each host answers and why: docs/architecture.md, "The
 * writers' editor on an origin of its own".
 */

/** Nothing runs in a document served under it: an opaque origin, no script, no plugin, no form. */
export const SANDBOXED_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'self'; font-src 'self'";

/** A setting's http(s) address, or null when it is empty or not one. */
export function httpUrlOf(value: string | undefined): URL | null {
  const url = URL.parse(value?.trim() ?? '');
  return url?.protocol === 'https:' || url?.protocol === 'http:' ? url : null;
}

/** The origin of an http(s) address (`https://szerkeszto.ggpoker.hu/` → `https://szerkeszto.ggpoker.hu`), or null. */
export function editorOriginOf(value: string | undefined): string | null {
  return httpUrlOf(value)?.origin ?? null;
}

/** `path` is the folder `prefix` (which ends in `/`), with or without its slash, or a path under it. */
const isUnder = (path: string, prefix: string): boolean => path === prefix.slice(0, -1) || path.startsWith(prefix);

export function editorOrigin(baseUrl: string, editorUrl: string | undefined): MiddlewareHandler {
  const origin = editorOriginOf(editorUrl);
  const editorHost = origin === null ? null : new URL(origin).host;
  const isEditorPath = (path: string) =>
    [`${baseUrl}${ADMIN_PATH}`, `${baseUrl}api/cms/`].some((p) => isUnder(path, p));
  return async (c, next) => {
    if (origin === null) return next();
    const url = new URL(c.req.url);
    const onEditorHost = url.host === editorHost;
    if (!onEditorHost && isEditorPath(c.req.path)) {
      return c.body(null, 302, {Location: `${origin}${url.pathname}${url.search}`, 'Cache-Control': 'no-store'});
    }
    await next();
    if (onEditorHost && !isEditorPath(c.req.path)) {
      c.res.headers.set('Content-Security-Policy', SANDBOXED_POLICY);
      keepOwnContentSecurityPolicy(c);
    }
  };
}

/**
 * `/admin/` and everything under it answer with the editor's own headers; the local backend is allowed only
 * when the editor is opened on a localhost address.
 */
export function adminHeaders(baseUrl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isUnder(c.req.path, `${baseUrl}${ADMIN_PATH}`)) return;
    const local = isLocalHostname(new URL(c.req.url).hostname);
    const headers = {...ADMIN_HEADERS, ...(local && {'Content-Security-Policy': LOCAL_ADMIN_CONTENT_SECURITY_POLICY})};
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    keepOwnContentSecurityPolicy(c);
  };
}
