import type {MiddlewareHandler} from 'hono';

import {ADMIN_HEADERS, ADMIN_PATH, LOCAL_ADMIN_CONTENT_SECURITY_POLICY} from '../../site/adminPolicy';
import {isLocalHostname} from '../../src/lib/localHost';
import {keepOwnContentSecurityPolicy} from './securityHeaders';

/**
 * The writers' editor on an origin of its own (`EDITOR_URL`, such as `https://szerkeszto.ggpoker.hu`: a second
 * host name of the same Worker or Node server). Browsers keep each origin's storage apart, so the GitHub token
 * Decap keeps in `localStorage['decap-cms-user']` is out of reach of every script of the site's pages, and a
 * window of the site can neither read the editor's nor frame it.
 *
 * - On the site's host, the editor (`/admin/…`) and its sign-in (`/api/cms/…`) answer 302 to the same path on
 *   the editor's host: the editor never runs, and nobody signs in, on the site's origin.
 * - On the editor's host, everything else (the site's pages and files, which its preview's stylesheet, fonts and
 *   images come from) is answered under `sandbox`: opened as a document there, it gets an opaque origin and runs
 *   no script, so nothing but the editor ever runs on the editor's origin.
 * Without `EDITOR_URL` (local runs, previews) the editor stays at `/admin/` of the site, with the local backend
 * only: the GitHub sign-in is off (`api/cmsAuth.ts`), so no token exists to read.
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
