import {CSP_MANIFEST_FILE, SITEMAP_FILE} from '../site/buildFiles';
import {extensionOf} from './contentTypes';

/**
 * Content codings of the static files. Text files get Brotli and gzip variants, made at build time
 * (`plugins/security-headers/precompress.ts`, files `x.br` / `x.gz` beside `x`) and chosen per request from
 * `Accept-Encoding`. Files that other build steps write at the same time, or that operations replace
 * without a rebuild, are never precompressed (a stale variant would serve old bytes).
 */

export type Coding = 'br' | 'gzip';

export const VARIANT_SUFFIX: Record<Coding, string> = {br: '.br', gzip: '.gz'};

const TEXT_EXTENSIONS = new Set(['html', 'js', 'mjs', 'css', 'json', 'xml', 'txt', 'svg', 'map', 'webmanifest', 'ico']);

/** Smaller files gain nothing worth a variant. */
export const MIN_COMPRESS_BYTES = 1024;

export function isCompressible(relativePath: string): boolean {
  const ext = extensionOf(relativePath);
  return ext !== null && TEXT_EXTENSIONS.has(ext);
}

const REPLACEABLE = new Set(['runtime-config.json', SITEMAP_FILE, CSP_MANIFEST_FILE, 'robots.txt']);

/** Whether the build may carry `.br`/`.gz` variants of this file. */
export function mayPrecompress(relativePath: string): boolean {
  return isCompressible(relativePath) && !REPLACEABLE.has(relativePath) && !relativePath.startsWith('builds/');
}

/** A variant's own name is never a URL of the site (Workers Static Assets skips them too). */
export function isVariantName(relativePath: string): boolean {
  return relativePath.endsWith('.br') || relativePath.endsWith('.gz');
}

/**
 * The coding to send for an `Accept-Encoding` value: Brotli, then gzip, among those the client accepts
 * with a non-zero q; null for identity.
 */
export function negotiateCoding(
  acceptEncoding: string | null | undefined,
  available: readonly Coding[],
): Coding | null {
  if (!acceptEncoding || available.length === 0) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',').slice(0, 32)) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  for (const coding of ['br', 'gzip'] as const) {
    if (!available.includes(coding)) continue;
    const q = accepted.get(coding) ?? wildcard ?? 0;
    if (q > 0) return coding;
  }
  return null;
}
