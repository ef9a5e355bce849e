import type {Context, MiddlewareHandler} from 'hono';

import {
  buildCsp,
  type CspManifest,
  cspSourcesFromConfig,
  isHashSource,
  securityHeaders,
} from '../../site/securityPolicy';
import {RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig} from '../../src/lib/runtimeConfigDefaults';

/**
 * Security headers on every response of the edge (rules in `site/securityPolicy.ts`). Without a readable
 * `csp.json` the policy allows no inline script or style at all (strict, never looser).
 */

export function parseCspManifest(value: unknown): CspManifest | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const {version, scriptHashes, styleHashes = [], policy} = value as Record<string, unknown>;
  if (version !== 1 || typeof policy !== 'string') return null;
  const hashList = (list: unknown): list is string[] =>
    Array.isArray(list) && list.length <= 10000 && list.every((hash) => typeof hash === 'string' && isHashSource(hash));
  if (!hashList(scriptHashes) || !hashList(styleHashes)) return null;
  return {version: 1, scriptHashes, styleHashes, policy};
}

export interface SecurityHeadersOptions {
  /** reads and returns the raw `csp.json` text, or null; called once */
  loadManifest?: () => Promise<string | Uint8Array | null>;
  /** the deployed runtime config (validated), for the third-party hosts; the defaults when it fails */
  loadRuntimeConfig?: () => Promise<RuntimeConfig>;
  /** a branch preview: `X-Robots-Tag: noindex` on every response */
  preview?: boolean;
}

/**
 * Every response's headers, also for the answers a runtime adapter sends itself (Node's own 400s). The
 * runtime config is read on every call (the caller caches it): a deploy may point the chat at the vendor
 * without a rebuild.
 */
export function securityHeaderSource({
  loadManifest,
  loadRuntimeConfig,
  preview = false,
}: SecurityHeadersOptions = {}): () => Promise<Record<string, string>> {
  let manifest: Promise<CspManifest | null> | null = null;
  let last: {config: RuntimeConfig; headers: Record<string, string>} | null = null;
  return async () => {
    manifest ??= Promise.resolve()
      .then(() => loadManifest?.())
      .then((raw) =>
        raw ? parseCspManifest(JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw))) : null,
      )
      .catch(() => null);
    const config = await Promise.resolve(loadRuntimeConfig?.() ?? RUNTIME_CONFIG_DEFAULTS).catch(
      () => RUNTIME_CONFIG_DEFAULTS,
    );
    if (last?.config !== config) {
      const {scriptHashes, styleHashes} = (await manifest) ?? {scriptHashes: [], styleHashes: []};
      const headers = securityHeaders(buildCsp(scriptHashes, cspSourcesFromConfig(config), styleHashes));
      last = {config, headers: preview ? {...headers, 'X-Robots-Tag': 'noindex'} : headers};
    }
    return last.headers;
  };
}

const OWN_CSP = 'securityHeaders.ownContentSecurityPolicy';

/**
 * The page's policy allows the site's scripts; only an HTML page runs them. Every other response (stylesheets,
 * scripts, JSON, fonts, images, SVG) gets a short policy that allows nothing at all: a subresource's policy
 * governs nothing, and an SVG or a text file opened on its own then runs no script whatever it holds, which is
 * stricter than the page's. It saves the page's 1.3 KB on each of them: on a first visit over HTTP/1.1, 15 to
 * 30 KB of headers. A response without a type (a redirect) keeps the page's.
 */
export const SUBRESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function getsShortPolicy(contentType: string | null): boolean {
  return contentType !== null && !/^\s*text\/html\b/i.test(contentType);
}

/**
 * For a route whose page carries its own, stricter policy (the CMS sign-in popup): the middleware leaves that
 * one header as the route set it, and still sets every other.
 */
export function keepOwnContentSecurityPolicy(c: Context): void {
  c.set(OWN_CSP, true);
}

export function securityHeadersMiddleware(
  options: SecurityHeadersOptions | (() => Promise<Record<string, string>>) = {},
): MiddlewareHandler {
  const resolveHeaders = typeof options === 'function' ? options : securityHeaderSource(options);
  return async (c, next) => {
    await next();
    const values = await resolveHeaders();
    const ownPolicy = c.get(OWN_CSP) === true && c.res.headers.has('content-security-policy');
    const subresource = getsShortPolicy(c.res.headers.get('content-type'));
    for (const [name, value] of Object.entries(values)) {
      const isPolicy = name.toLowerCase() === 'content-security-policy';
      if (ownPolicy && isPolicy) continue;
      c.res.headers.set(name, isPolicy && subresource ? SUBRESOURCE_POLICY : value);
    }
  };
}
