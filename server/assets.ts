import {readFile, stat} from 'node:fs/promises';
import path from 'node:path';

/** Where the edge reads built files from: the file system here, a KV/asset binding on an edge runtime. */
export interface AssetSource {
  /** Bytes of a file relative to the build root, or null when it is not a file. */
  read(relativePath: string): Promise<Uint8Array<ArrayBuffer> | null>;
}

/** Reads from a build folder; a path that escapes the folder is treated as missing. */
export function fileSystemAssets(root: string): AssetSource {
  const base = path.resolve(root);
  return {
    async read(relativePath) {
      const full = path.resolve(base, relativePath);
      if (full !== base && !full.startsWith(base + path.sep)) return null;
      try {
        const info = await stat(full);
        if (!info.isFile()) return null;
        return new Uint8Array(await readFile(full));
      } catch {
        return null;
      }
    },
  };
}
