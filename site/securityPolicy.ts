/**
 * Security headers and the Content-Security-Policy: one builder for the build plugin (`plugins/post-build`)
 * and the edge (`server/core/securityHeaders.ts`). Pure: no React, no DOM globals, no Node APIs (hashing is
 * done by the caller), because the edge runs on Workers too.
 */
import {safeHttpOrigin} from '../src/lib/linkSafety';
import type {RuntimeConfig} from '../src/lib/runtimeConfigDefaults';
import {THIRD_PARTY_CSP_SOURCES} from '../src/lib/thirdParty';

/** Two years: the HSTS preload list asks for at least one, with subdomains and http sent to https. */
const HSTS_MAX_AGE_SECONDS = 63072000;

/** What the build hands the edge: `build/csp.json`. */
export interface CspManifest {
  version: 1;
  /** `'sha256-…'` sources of every inline script of the build */
  scriptHashes: string[];
  /** `'sha256-…'` sources of every inline style (attributes and `<style>` elements) of the build */
  styleHashes?: string[];
  policy: string;
}

const HASH_SOURCE = /^'sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;
/** An https origin, optionally with a leading `*.` label wildcard. */
const HOST_SOURCE = /^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?$/;

export function isHashSource(value: string): boolean {
  return HASH_SOURCE.test(value);
}

/** The https origins of the given URLs; anything else is left out. */
const originsOf = (...urls: string[]): string[] => urls.flatMap((url) => safeHttpOrigin(url, {httpsOnly: true}) ?? []);

const unique = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * Allowed third-party origins: the fixed hosts of the third-party steps plus the origins named in the
 * runtime config's chat settings (the config the build knows).
 */
export function cspSourcesFromConfig(config: Pick<RuntimeConfig, 'chat'> & Partial<Pick<RuntimeConfig, 'thirdParty'>>) {
  const chat = config.chat;
  const chatScript = originsOf(chat.scriptUrl);
  const thirdParty = config.thirdParty ?? {consentManagerId: '', tagManagerId: '', analyticsWriteKey: ''};
  return {
    // a third party that injects inline styles is on (consent manager, tag manager, a vendor's chat)
    thirdPartyStyles: chatScript.length > 0 || thirdParty.consentManagerId !== '' || thirdParty.tagManagerId !== '',
    script: unique([...THIRD_PARTY_CSP_SOURCES.script, ...chatScript]),
    connect: unique([
      ...THIRD_PARTY_CSP_SOURCES.connect,
      ...originsOf(chat.queueApiUrl, chat.scriptUrl, chat.siteUrl, chat.scrt2Url),
    ]),
    img: unique([...THIRD_PARTY_CSP_SOURCES.img]),
    frame: unique([...THIRD_PARTY_CSP_SOURCES.frame, ...originsOf(chat.siteUrl, chat.scrt2Url)]),
  };
}

/**
 * style-src: the build's own inline styles by hash. Browsers ignore 'unsafe-inline' next to a hash, so a
 * third party that injects styles gets 'unsafe-inline' alone.
 */
function styleSources(styleHashes: readonly string[], thirdPartyStyles: boolean): string[] {
  if (thirdPartyStyles) return ["'self'", "'unsafe-inline'"];
  const hashes = unique(styleHashes.filter(isHashSource)).sort();
  return hashes.length > 0 ? ["'self'", "'unsafe-hashes'", ...hashes] : ["'self'"];
}

type CspSources = ReturnType<typeof cspSourcesFromConfig>;

/** Invalid hashes or hosts are dropped, never passed through. */
export function buildCsp(
  scriptHashes: readonly string[],
  sources: CspSources,
  styleHashes: readonly string[] = [],
): string {
  const hashes = unique(scriptHashes.filter(isHashSource)).sort();
  const hosts = (list: readonly string[]): string[] => unique(list.filter((host) => HOST_SOURCE.test(host)));
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...hashes, ...hosts(sources.script)]],
    ['style-src', styleSources(styleHashes, sources.thirdPartyStyles)],
    ['img-src', ["'self'", 'data:', ...hosts(sources.img)]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...hosts(sources.connect)]],
    ['frame-src', ["'self'", ...hosts(sources.frame)]],
    ['media-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Every security header, CSP included, on every response (pages, assets, API, 404); the edge swaps the CSP for a short one on all but HTML (`securityHeaders.ts`). */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains; preload`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Content-Security-Policy': policy,
  };
}

/** `_headers` (Netlify / Cloudflare Pages): the headers for every path. */
export function renderHeadersFile(
  headers: Record<string, string>,
  ownPaths: Record<string, Record<string, string>> = {},
): string {
  const block = (path: string, values: Record<string, string>, detach: string[] = []) =>
    [
      path,
      ...detach.map((name) => `  ! ${name}`),
      ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n');
  // A later block's header is added to the first one's, not put in its place: `! Name` detaches the site's
  // value first (two Content-Security-Policy headers would both apply).
  const own = Object.entries(ownPaths).map(([path, values]) => block(path, values, Object.keys(values)));
  return `${[block('/*', headers), ...own].join('\n')}\n`;
}

/** `'sha256-…'` from a base64 digest. */
export function hashSource(base64Digest: string): string {
  return `'sha256-${base64Digest}'`;
}
