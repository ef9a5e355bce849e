import {readFileSync} from 'node:fs';
import path from 'node:path';

import {parseHeadersFile, parseNginxInclude, writeHostFiles} from '@site/plugins/post-build/hostFiles';
import {tempDir} from '@site/tests/helpers/pluginContext';

const HASHES = {scriptHashes: ["'sha256-s'"], styleHashes: ["'sha256-t'"]};

/** The four host files written for `HASHES` under `/b/`. */
async function hostFiles(isPreview: boolean): Promise<Record<string, string>> {
  const out = tempDir();
  await writeHostFiles(out, '/b/', HASHES, isPreview);
  const read = (name: string) => readFileSync(path.join(out, name), 'utf8');
  return {
    csp: read('csp.json'),
    headers: read('_headers'),
    nginx: read('security-headers.nginx.conf'),
    ignore: read('.assetsignore'),
  };
}

describe('the host files', () => {
  it('carry the pages’ hashes in one policy, the same in csp.json, _headers and the nginx include', async () => {
    const files = await hostFiles(false);
    const manifest = JSON.parse(files.csp) as {version: number; scriptHashes: string[]; policy: string};
    expect(manifest).toMatchObject({version: 1, ...HASHES});
    expect(manifest.policy).toMatch(/script-src [^;]*'sha256-s'/);
    expect(manifest.policy).toMatch(/style-src [^;]*'sha256-t'/);
    const everyPath = parseHeadersFile(files.headers);
    expect(everyPath['Content-Security-Policy']).toBe(manifest.policy);
    expect(everyPath['X-Content-Type-Options']).toBe('nosniff');
    expect(everyPath['X-Robots-Tag']).toBeUndefined();
    expect(parseNginxInclude(files.nginx)).toEqual(everyPath);
  });

  it('give the editor’s path its own block, and a preview noindex', async () => {
    const files = await hostFiles(true);
    expect(files.headers).toMatch(/^\/b\/admin\/\*\n {2}! Content-Security-Policy\n/m);
    expect(parseHeadersFile(files.headers)['X-Robots-Tag']).toBe('noindex');
    expect(parseNginxInclude(files.nginx)['X-Robots-Tag']).toBe('noindex');
  });

  it('keep the variants and the host files out of Workers Static Assets', async () => {
    expect((await hostFiles(false)).ignore.split('\n')).toEqual([
      '*.br',
      '*.gz',
      '_headers',
      'security-headers.nginx.conf',
      '',
    ]);
  });
});
