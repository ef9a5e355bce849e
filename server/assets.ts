import type {Coding} from './encoding';

/** One built file as the edge sends it: bytes, a strong validator, and any compressed variants. */
export interface Asset {
  body: Uint8Array<ArrayBuffer>;
  /** strong entity tag of `body`, quoted (`"…"`); a variant's tag adds `-br` / `-gz` */
  etag: string;
  variants: Partial<Record<Coding, Uint8Array<ArrayBuffer>>>;
}

/**
 * Where the edge reads built files from: memory over the file system on Node (`node/fileCache.ts`), the
 * `ASSETS` binding on Workers (`worker.ts`).
 */
export interface AssetSource {
  /** Bytes of a file relative to the build root, or null when it is not a file. */
  read(relativePath: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** The file with its tag and variants; sources without it get a tag computed from `read`. */
  asset?(relativePath: string): Promise<Asset | null>;
}

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The strong entity tag of some bytes: a SHA-256 prefix, the same on every runtime. */
export async function entityTagOf(body: Uint8Array<ArrayBuffer>): Promise<string> {
  return `"${base64url(await crypto.subtle.digest('SHA-256', body)).slice(0, 27)}"`;
}

const VARIANT_TAG: Record<Coding, string> = {br: '-br', gzip: '-gz'};

/** The tag of one representation: the file's tag, or the variant's. */
export function representationTag(etag: string, coding: Coding | null): string {
  return coding === null ? etag : `${etag.slice(0, -1)}${VARIANT_TAG[coding]}"`;
}

export async function assetOf(source: AssetSource, relativePath: string): Promise<Asset | null> {
  if (source.asset) return source.asset(relativePath);
  const body = await source.read(relativePath);
  return body === null ? null : {body, etag: await entityTagOf(body), variants: {}};
}
