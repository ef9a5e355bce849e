import type {MiddlewareHandler} from 'hono';

import {keepOwnContentSecurityPolicy} from './securityHeaders';

/**
 * The writers' editor at `/admin/` (Decap CMS) runs under a policy of its own; the visitor pages' policy is
 * unchanged. What Decap needs and the visitor pages do not: `'unsafe-eval'` (it compiles its configuration
 * schema at run time), WebAssembly, inline styles (its components style themselves at run time), GitHub's API
 * and avatars, uploads read from `blob:` URLs, and the local backend of `npm run edit` on the writer's own machine. It is never framed and
 * never indexed. The preview frame is a `srcdoc` document under this same policy: the site's stylesheet and its
 * fonts come from 'self', the preview's own styles are an inline `<style>` (`src/admin/preview/`).
 */
export const ADMIN_PATH = 'admin/';

export const ADMIN_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
  "connect-src 'self' blob: https://api.github.com http://localhost:8081",
  "font-src 'self' data:",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The headers `/admin/` adds to or puts in place of the site's: its policy, and no indexing. */
export const ADMIN_HEADERS = {
  'Content-Security-Policy': ADMIN_CONTENT_SECURITY_POLICY,
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

/** On the edge: `/admin/` and everything under it answer with the editor's own headers. */
export function adminHeaders(baseUrl: string): MiddlewareHandler {
  const prefix = `${baseUrl}${ADMIN_PATH}`;
  return async (c, next) => {
    await next();
    if (c.req.path !== prefix.slice(0, -1) && !c.req.path.startsWith(prefix)) return;
    for (const [name, value] of Object.entries(ADMIN_HEADERS)) c.res.headers.set(name, value);
    keepOwnContentSecurityPolicy(c);
  };
}
