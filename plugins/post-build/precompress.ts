import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

import {isVariantName, mayPrecompress, MIN_COMPRESS_BYTES, VARIANT_SUFFIX} from '../../site/encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli (quality 9) and gzip (level 9) variants of the build's text files, written beside them
 * (`x.js.br`, `x.js.gz`), so the Node edge sends compressed bytes without compressing per request. A
 * variant is kept only when it is smaller. Quality 9 for most files, not 11: measured on this build, 2.1 s
 * instead of 8.3 s for 154 files, for Brotli JS 7 % larger — the build time budget matters more, and production
 * on Workers is compressed by the platform anyway. Pages get 11: each is small, every first visit loads one, and
 * at 9 a change of a hundred bytes in the header cost about 200 bytes on the wire, at 11 under 30. The last step of the post-build pipeline (`index.ts`), so the
 * variants are of every file's final bytes.
 */
async function precompressFile(file: string): Promise<void> {
  const body = await fs.readFile(file);
  if (body.length < MIN_COMPRESS_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: file.endsWith('.html') ? 11 : 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, {level: 9}),
  ]);
  if (br.length < body.length) await fs.writeFile(`${file}${VARIANT_SUFFIX.br}`, br);
  if (gz.length < body.length) await fs.writeFile(`${file}${VARIANT_SUFFIX.gzip}`, gz);
}

export async function precompressBuild(outDir: string): Promise<number> {
  const files = (await fs.readdir(outDir, {withFileTypes: true, recursive: true}))
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const relative = path.relative(outDir, file).split(path.sep).join('/');
      return !isVariantName(relative) && mayPrecompress(relative);
    });
  // A few at a time: the machine's cores are shared with the rest of the build.
  for (let index = 0; index < files.length; index += 4) {
    await Promise.all(files.slice(index, index + 4).map(precompressFile));
  }
  return files.length;
}
