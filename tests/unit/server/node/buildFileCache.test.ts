import {mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {buildFileCache, type OpenFile} from '@site/server/node/buildFileCache';

const folder = mkdtempSync(path.join(os.tmpdir(), 'build-file-cache-'));
const file = (name: string, body: string): string => {
  const full = path.join(folder, name);
  mkdirSync(path.dirname(full), {recursive: true});
  writeFileSync(full, body);
  return full;
};
const text = async (opened: OpenFile | null): Promise<string | null> =>
  opened === null ? null : new Response(opened.body).text();

afterAll(() => rmSync(folder, {recursive: true, force: true}));

describe('buildFileCache', () => {
  it('reads a file once and hands out the same bytes while it is unchanged', async () => {
    const cache = buildFileCache();
    const page = file('index.html', '<h1>Főoldal</h1>');
    const first = cache.open(page);
    expect(await text(first)).toBe('<h1>Főoldal</h1>');
    expect(cache.open(page)?.body).toBe(first?.body);
    expect(first?.info).toMatchObject({size: Buffer.byteLength('<h1>Főoldal</h1>'), isFile: true});
    expect(cache.keptBytes()).toBe(Buffer.byteLength('<h1>Főoldal</h1>'));
  });

  it('reads a file again once its size or modification time changed (a rebuild)', async () => {
    const cache = buildFileCache();
    const page = file('about/index.html', 'old');
    expect(await text(cache.open(page))).toBe('old');
    writeFileSync(page, 'new');
    utimesSync(page, new Date(), new Date(Date.now() + 5000));
    expect(await text(cache.open(page))).toBe('new');
    expect(cache.keptBytes()).toBe(3);
  });

  it('tells files from folders and from nothing, and forgets a removed file', async () => {
    const cache = buildFileCache();
    const gone = file('gone.txt', 'x');
    expect(await text(cache.open(gone))).toBe('x');
    rmSync(gone);
    expect(cache.open(gone)).toBeNull();
    expect(cache.keptBytes()).toBe(0);
    expect(cache.info(folder)).toMatchObject({isDir: true, isFile: false});
    expect(cache.open(folder)).toBeNull();
    expect(cache.info(path.join(folder, 'none'))).toBeNull();
  });

  it('finds nothing under a name longer than the file system allows', () => {
    const cache = buildFileCache();
    const overlong = path.join(folder, 'a'.repeat(300));
    expect(cache.info(overlong)).toBeNull();
    expect(cache.open(path.join(overlong, 'index.html'))).toBeNull();
  });

  it('takes the metadata the caller just looked at instead of looking again', async () => {
    const cache = buildFileCache();
    const page = file('looked/index.html', 'page');
    expect(cache.open(page, null)).toBeNull();
    expect(await text(cache.open(page, cache.info(page)))).toBe('page');
    expect(cache.open(page, {...cache.info(page)!, isFile: false})).toBeNull();
    expect(cache.keptBytes()).toBe(0);
  });

  it('streams a file over the size limit from disk without keeping it', async () => {
    const cache = buildFileCache({maxFileBytes: 4});
    const big = file('big.js', 'console.log(1)');
    const opened = cache.open(big);
    expect(opened?.body).toBeInstanceOf(ReadableStream);
    expect(await text(opened)).toBe('console.log(1)');
    expect(cache.keptBytes()).toBe(0);
  });

  it('lets the least recently served files go past the total limit', async () => {
    const cache = buildFileCache({maxTotalBytes: 10});
    const [a, b, c] = ['a.txt', 'b.txt', 'c.txt'].map((name) => file(name, '12345'));
    const first = cache.open(a)?.body;
    cache.open(b);
    expect(cache.open(a)?.body).toBe(first);
    cache.open(c);
    expect(cache.keptBytes()).toBe(10);
    // `b` was served least recently, so it went; `a` is still the same bytes.
    expect(cache.open(a)?.body).toBe(first);
    expect(await text(cache.open(b))).toBe('12345');
  });
});
