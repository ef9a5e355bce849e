import {createReadStream, readFileSync, type Stats, statSync} from 'node:fs';
import {Readable} from 'node:stream';

/**
 * The build's files for Node's static handler: each read once and kept while its size and mtime stay the same
 * (every request looks at them, so a rebuild is served at once). A file over `maxFileBytes` is streamed from
 * disk each time; past `maxTotalBytes` the least recently served files are let go.
 */

export interface FileInfo {
  size: number;
  mtimeMs: number;
  isFile: boolean;
  isDir: boolean;
}

export interface OpenFile {
  info: FileInfo;
  body: Uint8Array<ArrayBuffer> | ReadableStream;
}

function infoOf(stats: Stats): FileInfo {
  return {size: stats.size, mtimeMs: stats.mtimeMs, isFile: stats.isFile(), isDir: stats.isDirectory()};
}

export function buildFileCache({maxFileBytes = 1024 * 1024, maxTotalBytes = 64 * 1024 * 1024} = {}) {
  // A Map iterates in insertion order: a file served again is moved to the end, so the first is the oldest.
  const kept = new Map<string, {info: FileInfo; bytes: Uint8Array<ArrayBuffer>}>();
  let total = 0;

  const forget = (file: string): void => {
    const entry = kept.get(file);
    if (entry === undefined) return;
    kept.delete(file);
    total -= entry.bytes.byteLength;
  };

  const info = (file: string): FileInfo | null => {
    // A synchronous look at metadata the kernel holds in memory, as the library's own handler does it.
    let stats: Stats | undefined;
    try {
      stats = statSync(file, {throwIfNoEntry: false});
    } catch (error) {
      // A name longer than the file system allows (a path segment over 255 bytes) names nothing either.
      if ((error as NodeJS.ErrnoException).code === 'ENAMETOOLONG') return null;
      throw error;
    }
    return stats === undefined ? null : infoOf(stats);
  };

  return {
    info,
    /**
     * The file to send, or null when it is not a file. `looked` is the file's metadata when the caller has just
     * looked at it for the same request (`info`), so it is not looked at twice.
     */
    open(file: string, looked?: FileInfo | null): OpenFile | null {
      const current = looked === undefined ? info(file) : looked;
      if (!current?.isFile) {
        forget(file);
        return null;
      }
      const entry = kept.get(file);
      if (entry?.info.size === current.size && entry.info.mtimeMs === current.mtimeMs) {
        kept.delete(file);
        kept.set(file, entry);
        return {info: current, body: entry.bytes};
      }
      forget(file);
      if (current.size > maxFileBytes) {
        return {info: current, body: Readable.toWeb(createReadStream(file)) as ReadableStream};
      }
      const buffer = readFileSync(file);
      const bytes = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      kept.set(file, {info: current, bytes});
      total += bytes.byteLength;
      for (const [oldest] of kept) {
        if (total <= maxTotalBytes) break;
        forget(oldest);
      }
      return {info: current, body: bytes};
    },
    keptBytes: () => total,
  };
}
