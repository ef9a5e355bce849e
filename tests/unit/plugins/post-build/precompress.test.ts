import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

import {precompressBuild} from '@site/plugins/post-build/precompress';
import {tempDir} from '@site/tests/helpers/pluginContext';

describe('compressed copies', () => {
  it('writes Brotli and gzip copies of the text files worth it, never of replaceable files', async () => {
    const out = tempDir();
    const text = 'body{margin:0}\n'.repeat(200);
    mkdirSync(path.join(out, 'assets/css'), {recursive: true});
    mkdirSync(path.join(out, 'builds'));
    const files = {
      'assets/css/s.css': text,
      'small.js': 'self.a=1',
      'image.png': text,
      'runtime-config.json': text,
      'builds/latest.json': text,
    };
    for (const [file, body] of Object.entries(files)) writeFileSync(path.join(out, file), body);

    expect(await precompressBuild(out)).toBe(2);
    const css = path.join(out, 'assets/css/s.css');
    expect(brotliDecompressSync(readFileSync(`${css}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${css}.gz`)).toString()).toBe(text);
    // Too small to gain anything, not text, or replaced without a rebuild.
    for (const file of ['small.js', 'image.png', 'runtime-config.json', 'builds/latest.json']) {
      expect([file, existsSync(path.join(out, `${file}.br`))]).toEqual([file, false]);
    }
  });
});
