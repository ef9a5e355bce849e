import type {MiddlewareHandler} from 'hono';
import {RUNTIME_CONFIG_DEFAULTS} from '../src/lib/runtimeConfigDefaults';
import {buildCsp, cspSourcesFromConfig, isHashSource, securityHeaders, type CspManifest} from '../src/lib/securityPolicy';

/**
 * Security headers on every response of the edge — pages, assets, API answers, redirects and 404s
 * (rules in `src/lib/securityPolicy.ts`). The CSP's script hashes come from the build's `csp.json`
 * (written by `plugins/security-headers`), read once through `loadManifest`; the third-party hosts from
 * the typed runtime-config defaults, as in the build's `_headers`. Without a readable manifest the policy
 * allows no inline script at all (strict, never looser).
 */

export const CSP_MANIFEST_FILE = 'csp.json';

/** Validates `csp.json`; null when it is missing or malformed. */
export function parseCspManifest(value: unknown): CspManifest | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const {version, scriptHashes, policy} = value as Record<string, unknown>;
  if (version !== 1 || !Array.isArray(scriptHashes) || typeof policy !== 'string') return null;
  if (scriptHashes.length > 10000 || !scriptHashes.every((hash) => typeof hash === 'string' && isHashSource(hash))) return null;
  return {version: 1, scriptHashes: scriptHashes as string[], policy};
}

/** The headers for a build's manifest (or none). */
export function securityHeadersFor(manifest: CspManifest | null): Record<string, string> {
  const policy = buildCsp(manifest?.scriptHashes ?? [], cspSourcesFromConfig(RUNTIME_CONFIG_DEFAULTS));
  return securityHeaders(policy);
}

export interface SecurityHeadersOptions {
  /** reads and returns the raw `csp.json` text, or null; called once */
  loadManifest?: () => Promise<string | Uint8Array | null>;
}

export function securityHeadersMiddleware({loadManifest}: SecurityHeadersOptions = {}): MiddlewareHandler {
  let headers: Promise<Record<string, string>> | null = null;
  const resolveHeaders = (): Promise<Record<string, string>> => {
    headers ??= (async () => {
      try {
        const raw = loadManifest ? await loadManifest() : null;
        if (raw === null) return securityHeadersFor(null);
        const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw);
        return securityHeadersFor(parseCspManifest(JSON.parse(text)));
      } catch {
        return securityHeadersFor(null);
      }
    })();
    return headers;
  };

  return async (c, next) => {
    await next();
    const values = await resolveHeaders();
    for (const [name, value] of Object.entries(values)) c.res.headers.set(name, value);
  };
}
