/**
 * Security headers and the Content-Security-Policy (issue 4): one builder used by the build plugin
 * (`plugins/security-headers` → `build/_headers`, `build/csp.json`) and the edge (`server/securityHeaders.ts`).
 *
 * - HSTS two years with subdomains, nosniff, Referrer-Policy strict-origin-when-cross-origin,
 *   Cross-Origin-Resource-Policy same-origin.
 * - CSP: default-src 'self'; script-src 'self' + the sha256 hashes of the build's inline scripts + the
 *   allowed third-party hosts (never 'unsafe-inline'); frame-ancestors 'none'; object-src 'none';
 *   base-uri 'self'.
 *
 * Pure: no React, no DOM globals, no Node APIs (hashing is done by the caller).
 */
import type {RuntimeConfig} from './runtimeConfigDefaults';
import {THIRD_PARTY_CSP_SOURCES} from './thirdParty';

export const HSTS_MAX_AGE_SECONDS = 63072000;

export interface CspSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

/** What the build hands the edge: `build/csp.json`. */
export interface CspManifest {
  version: 1;
  /** `'sha256-…'` sources of every inline script of the build */
  scriptHashes: string[];
  /** the full policy */
  policy: string;
}

const HASH_SOURCE = /^'sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;
/** An https origin, optionally with a leading `*.` label wildcard. */
const HOST_SOURCE = /^https:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?$/;

export function isHashSource(value: string): boolean {
  return HASH_SOURCE.test(value);
}

export function isHostSource(value: string): boolean {
  return HOST_SOURCE.test(value);
}

function originOf(url: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * Allowed third-party origins: the fixed hosts of the third-party steps plus the origins named in the
 * runtime config's chat settings (the config the build knows).
 */
export function cspSourcesFromConfig(config: Pick<RuntimeConfig, 'chat'>): CspSources {
  const chat = config.chat;
  const chatScript = [originOf(chat.scriptUrl)].filter((v): v is string => !!v);
  const chatConnect = [chat.queueApiUrl, chat.scriptUrl, chat.siteUrl, chat.scrt2Url]
    .map(originOf)
    .filter((v): v is string => !!v);
  const chatFrame = [chat.siteUrl, chat.scrt2Url].map(originOf).filter((v): v is string => !!v);
  return {
    script: unique([...THIRD_PARTY_CSP_SOURCES.script, ...chatScript]),
    connect: unique([...THIRD_PARTY_CSP_SOURCES.connect, ...chatConnect]),
    img: unique([...THIRD_PARTY_CSP_SOURCES.img]),
    frame: unique([...THIRD_PARTY_CSP_SOURCES.frame, ...chatFrame]),
  };
}

/** The policy. Invalid hashes or hosts are dropped, never passed through. */
export function buildCsp(scriptHashes: readonly string[], sources: CspSources): string {
  const hashes = unique(scriptHashes.filter(isHashSource)).sort();
  const hosts = (list: readonly string[]): string[] => unique(list.filter(isHostSource));
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes, ...hosts(sources.script)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
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

/** Every security header, CSP included; the same set on every response (pages, assets, API, 404). */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Content-Security-Policy': policy,
  };
}

/** `_headers` (Netlify / Cloudflare Pages): the headers for every path. */
export function renderHeadersFile(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n`;
}

const JS_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
]);

function attributeValue(attributes: string, name: string): string | null {
  const pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');
  const match = pattern.exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

function hasAttribute(attributes: string, name: string): boolean {
  return new RegExp(`(?:^|\\s)${name}(?:\\s*=|\\s|$)`, 'i').test(attributes);
}

/**
 * The text of every executable inline `<script>` in an HTML document (no `src`, a JavaScript type or
 * none), exactly as written — the bytes the browser hashes.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const attributes = match[1] ?? '';
    if (hasAttribute(attributes, 'src')) continue;
    const type = (attributeValue(attributes, 'type') ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}

/** `'sha256-…'` from a base64 digest. */
export function hashSource(base64Digest: string): string {
  return `'sha256-${base64Digest}'`;
}
