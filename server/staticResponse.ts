import {type Asset, representationTag} from './assets';
import {cacheControlFor, REVALIDATE} from './cachePolicy';
import {contentTypeOf} from './contentTypes';
import {type Coding, isCompressible, negotiateCoding} from './encoding';

/**
 * The response for one built file: content coding from `Accept-Encoding` when the source has a
 * compressed variant (Node; on Workers the platform compresses at the edge and the app sends identity),
 * `ETag` and
 * `If-None-Match` → 304, and a single byte range → 206 (416 when it cannot be satisfied). The not-found
 * page goes out with status 404 and none of the conditional parts.
 */

type Range = {start: number; end: number} | 'unsatisfiable' | null;

/** One `bytes=` range of a file of `size` bytes; null when absent, multiple or malformed (→ the whole file). */
function parseRange(header: string | null, size: number): Range {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return {start: Math.max(0, size - suffix), end: size - 1};
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return {start, end};
}

function tagMatches(header: string, tags: readonly string[]): boolean {
  if (header.trim() === '*') return true;
  const weakless = (tag: string): string => tag.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => tags.includes(weakless(candidate)));
}

function codingsOf(asset: Asset, relativePath: string): Coding[] {
  if (!isCompressible(relativePath)) return [];
  return (['br', 'gzip'] as const).filter((coding) => asset.variants[coding] !== undefined);
}

export function staticResponse(
  request: Request,
  asset: Asset,
  relativePath: string,
  status: 200 | 404 = 200,
): Response {
  const compressible = isCompressible(relativePath);
  const headers = new Headers({
    'Content-Type': contentTypeOf(relativePath),
    'Cache-Control': status === 200 ? cacheControlFor(relativePath) : REVALIDATE,
  });
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  const codings = codingsOf(asset, relativePath);
  const coding = negotiateCoding(request.headers.get('accept-encoding'), codings);
  if (status === 404) return encoded(asset, coding, headers, 404);

  const tag = representationTag(asset.etag, coding);
  headers.set('ETag', tag);
  headers.set('Accept-Ranges', 'bytes');
  const ifNoneMatch = request.headers.get('if-none-match');
  const allTags = [asset.etag, ...codings.map((c) => representationTag(asset.etag, c))];
  if (ifNoneMatch !== null && tagMatches(ifNoneMatch, allTags)) {
    headers.delete('Content-Type');
    headers.set('ETag', tag);
    return new Response(null, {status: 304, headers});
  }

  const ifRange = request.headers.get('if-range');
  const rangeAllowed = ifRange === null || ifRange.trim() === asset.etag;
  const range = rangeAllowed ? parseRange(request.headers.get('range'), asset.body.byteLength) : null;
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${asset.body.byteLength}`);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    headers.delete('ETag');
    return new Response('Range Not Satisfiable', {status: 416, headers});
  }
  if (range !== null) {
    // Ranges are of the file's own bytes, never of a compressed variant.
    headers.set('ETag', asset.etag);
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${asset.body.byteLength}`);
    return new Response(asset.body.slice(range.start, range.end + 1), {status: 206, headers});
  }
  return encoded(asset, coding, headers, 200);
}

function encoded(asset: Asset, coding: Coding | null, headers: Headers, status: 200 | 404): Response {
  if (coding === null) return new Response(asset.body, {status, headers});
  const variant = asset.variants[coding];
  if (variant === undefined) return new Response(asset.body, {status, headers});
  headers.set('Content-Encoding', coding);
  return new Response(variant, {status, headers});
}
