import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brotliCompressSync} from 'node:zlib';

import {nodeBuild} from '@site/server/node/staticFiles';

const folder = mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
const page = '<h1>Főoldal</h1>'.repeat(100);
for (const [name, body] of Object.entries({
  'index.html': page,
  'index.html.br': brotliCompressSync(page),
  '404.html': '<h1>404</h1>',
  'about/index.html': 'v1',
})) {
  mkdirSync(path.dirname(path.join(folder, name)), {recursive: true});
  writeFileSync(path.join(folder, name), body);
}
const {serve} = nodeBuild(folder);
const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
  serve!(new Request(`http://localhost${urlPath}`, {headers, method}));

afterAll(() => rmSync(folder, {recursive: true, force: true}));

describe('the build on Node', () => {
  it('answers If-Modified-Since with 304 unless the file is newer, If-None-Match first', async () => {
    const first = await get('/');
    const modified = first.headers.get('last-modified')!;
    const unchanged = await get('/', {'If-Modified-Since': modified});
    expect([unchanged.status, unchanged.headers.get('etag'), await unchanged.text()]).toEqual([
      304,
      first.headers.get('etag'),
      '',
    ]);
    const older = new Date(Date.parse(modified) - 60_000).toUTCString();
    expect((await get('/', {'If-Modified-Since': older})).status).toBe(200);
    expect((await get('/', {'If-Modified-Since': modified, 'If-None-Match': '"other"'})).status).toBe(200);
    expect((await get('/', {'If-Modified-Since': 'not a date'})).status).toBe(200);
  });

  it("sends the build's Brotli variant with its own tag and length", async () => {
    const br = await get('/', {'Accept-Encoding': 'br'});
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-length')).toBe(String(brotliCompressSync(page).byteLength));
    expect(br.headers.get('etag')).toMatch(/-br"$/);
    const again = await get('/', {'Accept-Encoding': 'br', 'If-None-Match': br.headers.get('etag')!});
    expect(again.status).toBe(304);
  });

  it('gives a HEAD the length and validators of the GET, without a body', async () => {
    const head = await get('/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(page)));
    expect(head.headers.get('etag')).toBe((await get('/')).headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('serves a file rebuilt while the server runs at once, with a new tag', async () => {
    const before = await get('/about/');
    expect(await before.text()).toBe('v1');
    writeFileSync(path.join(folder, 'about/index.html'), 'v2 longer');
    utimesSync(path.join(folder, 'about/index.html'), new Date(), new Date(Date.now() + 5000));
    const after = await get('/about/');
    expect(await after.text()).toBe('v2 longer');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });
});
