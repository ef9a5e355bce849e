import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

import {type Asset, type AssetSource, entityTagOf} from './assets';
import {type Coding, isCompressible, mayPrecompress, MIN_COMPRESS_BYTES, VARIANT_SUFFIX} from './encoding';

/**
 * The build on Node, kept in memory: each file is read once with its tag and its Brotli/gzip variants
 * (the build's `.br`/`.gz` files when they are at least as new as the file, else compressed here once),
 * then served from memory. A cached entry is checked against the file's size and mtime at most once a
 * second, so a file operations replace (`runtime-config.json`) is picked up without a restart. Misses
 * are looked up each time. A path that escapes the folder, or is absolute, is treated as missing.
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files above this are read for each request instead of cached (the build has none near it). */
const MAX_CACHED_BYTES = 8 * 1024 * 1024;
const RECHECK_MS = 1000;

interface Entry {
  asset: Asset | null;
  size: number;
  mtimeMs: number;
  checkedAt: number;
}

async function readIfFile(full: string): Promise<{body: Buffer; size: number; mtimeMs: number} | null> {
  try {
    const info = await stat(full);
    if (!info.isFile()) return null;
    return {body: await readFile(full), size: info.size, mtimeMs: info.mtimeMs};
  } catch {
    return null;
  }
}

async function variantFromBuild(full: string, coding: Coding, sourceMtime: number): Promise<Buffer | null> {
  const found = await readIfFile(`${full}${VARIANT_SUFFIX[coding]}`);
  return found !== null && found.mtimeMs >= sourceMtime ? found.body : null;
}

async function compressHere(body: Buffer, coding: Coding): Promise<Buffer> {
  return coding === 'br'
    ? brotli(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length}})
    : gzipAsync(body, {level: 6});
}

const bytes = (buffer: Buffer): Uint8Array<ArrayBuffer> =>
  new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) as Uint8Array<ArrayBuffer>;

async function loadAsset(full: string, relativePath: string, file: {body: Buffer; mtimeMs: number}): Promise<Asset> {
  const body = bytes(file.body);
  const asset: Asset = {body, etag: await entityTagOf(body), variants: {}};
  if (!isCompressible(relativePath) || file.body.length < MIN_COMPRESS_BYTES) return asset;
  for (const coding of ['br', 'gzip'] as const) {
    const fromBuild = mayPrecompress(relativePath) ? await variantFromBuild(full, coding, file.mtimeMs) : null;
    const variant = fromBuild ?? (await compressHere(file.body, coding));
    if (variant.length < file.body.length) asset.variants[coding] = bytes(variant);
  }
  return asset;
}

export function fileSystemAssets(root: string, now: () => number = Date.now): AssetSource {
  const base = path.resolve(root);
  const cache = new Map<string, Promise<Entry>>();

  const fullPathOf = (relativePath: string): string | null => {
    if (path.isAbsolute(relativePath)) return null;
    const full = path.resolve(base, relativePath);
    return full !== base && full.startsWith(base + path.sep) ? full : null;
  };

  const load = async (full: string, relativePath: string): Promise<Entry> => {
    const file = await readIfFile(full);
    if (file === null) return {asset: null, size: -1, mtimeMs: 0, checkedAt: now()};
    return {asset: await loadAsset(full, relativePath, file), size: file.size, mtimeMs: file.mtimeMs, checkedAt: now()};
  };

  const fresh = async (full: string, relativePath: string): Promise<Entry> => {
    const cached = cache.get(full);
    if (cached) {
      const entry = await cached;
      if (now() - entry.checkedAt < RECHECK_MS) return entry;
      const info = await stat(full).catch(() => null);
      const same = info !== null && info.isFile() && info.size === entry.size && info.mtimeMs === entry.mtimeMs;
      if (same) {
        entry.checkedAt = now();
        return entry;
      }
    }
    const loading = load(full, relativePath);
    cache.set(full, loading);
    const entry = await loading;
    // Misses are not kept (any number of made-up paths must not grow the cache), nor very large files.
    if (entry.asset === null || entry.asset.body.byteLength > MAX_CACHED_BYTES) cache.delete(full);
    return entry;
  };

  return {
    async asset(relativePath) {
      const full = fullPathOf(relativePath);
      return full === null ? null : (await fresh(full, relativePath)).asset;
    },
    async read(relativePath) {
      const full = fullPathOf(relativePath);
      return full === null ? null : ((await fresh(full, relativePath)).asset?.body ?? null);
    },
  };
}
