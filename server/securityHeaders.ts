import type {MiddlewareHandler} from 'hono';
import {RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig} from '../src/lib/runtimeConfigDefaults';
import {parseRuntimeConfigText} from '../src/lib/runtimeConfig';
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

/**
 * The headers for a build's manifest (or none). The chat hosts come from the deployed
 * `runtime-config.json` when given (a deploy may point the chat at the vendor without a rebuild).
 */
export function securityHeadersFor(
  manifest: CspManifest | null,
  config: Pick<RuntimeConfig, 'chat'> = RUNTIME_CONFIG_DEFAULTS,
): Record<string, string> {
  const policy = buildCsp(manifest?.scriptHashes ?? [], cspSourcesFromConfig(config));
  return securityHeaders(policy);
}

export interface SecurityHeadersOptions {
  /** reads and returns the raw `csp.json` text, or null; called once */
  loadManifest?: () => Promise<string | Uint8Array | null>;
  /** reads the deployed `runtime-config.json` (validated; invalid → the defaults), for the chat hosts; called once */
  loadRuntimeConfig?: () => Promise<string | Uint8Array | null>;
}

async function deployedRuntimeConfig(load: SecurityHeadersOptions['loadRuntimeConfig']): Promise<RuntimeConfig> {
  try {
    const raw = load ? await load() : null;
    if (raw === null) return RUNTIME_CONFIG_DEFAULTS;
    return parseRuntimeConfigText(typeof raw === 'string' ? raw : new TextDecoder().decode(raw)).config;
  } catch {
    return RUNTIME_CONFIG_DEFAULTS;
  }
}

export function securityHeadersMiddleware({loadManifest, loadRuntimeConfig}: SecurityHeadersOptions = {}): MiddlewareHandler {
  let headers: Promise<Record<string, string>> | null = null;
  const resolveHeaders = (): Promise<Record<string, string>> => {
    headers ??= (async () => {
      try {
        const config = await deployedRuntimeConfig(loadRuntimeConfig);
        const raw = loadManifest ? await loadManifest() : null;
        if (raw === null) return securityHeadersFor(null, config);
        const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw);
        return securityHeadersFor(parseCspManifest(JSON.parse(text)), config);
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
