import type {MiddlewareHandler} from 'hono';

import {ADMIN_HEADERS, ADMIN_PATH, LOCAL_ADMIN_CONTENT_SECURITY_POLICY} from '../../site/adminPolicy';
import {isLocalHostname} from '../../src/lib/localHost';
import {keepOwnContentSecurityPolicy} from './securityHeaders';

/**
 * On the edge: `/admin/` and everything under it answer with the editor's own headers; the local backend is
 * allowed only when the editor is opened on a localhost address.
 */
export function adminHeaders(baseUrl: string): MiddlewareHandler {
  const prefix = `${baseUrl}${ADMIN_PATH}`;
  return async (c, next) => {
    await next();
    if (c.req.path !== prefix.slice(0, -1) && !c.req.path.startsWith(prefix)) return;
    const local = isLocalHostname(new URL(c.req.url).hostname);
    const headers = {
      ...ADMIN_HEADERS,
      ...(local && {'Content-Security-Policy': LOCAL_ADMIN_CONTENT_SECURITY_POLICY}),
    };
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    keepOwnContentSecurityPolicy(c);
  };
}
