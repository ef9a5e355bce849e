import {CSP_MANIFEST_FILE, SITEMAP_FILE} from './buildFiles';

/**
 * Which build files get Brotli and gzip variants (`x.br` / `x.gz` beside `x`, made by
 * `plugins/post-build/precompress.ts`; Workers compress at the edge and do not upload them). Files that other
 * build steps write at the same time, or that operations replace without a rebuild, are never precompressed
 * (a stale variant would serve old bytes).
 */

type Coding = 'br' | 'gzip';

export const VARIANT_SUFFIX: Record<Coding, string> = {br: '.br', gzip: '.gz'};

const TEXT_EXTENSIONS = new Set(['html', 'js', 'mjs', 'css', 'json', 'xml', 'txt', 'svg', 'map', 'webmanifest', 'ico']);

/** Smaller files gain nothing worth a variant. */
export const MIN_COMPRESS_BYTES = 1024;

function isCompressible(relativePath: string): boolean {
  const ext = /[^/]\.([^./]+)$/.exec(relativePath)?.[1];
  return ext !== undefined && TEXT_EXTENSIONS.has(ext.toLowerCase());
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
