import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';

import {Hono} from 'hono';

import {createApp} from '@site/server/core/app';
import type {AssetSource} from '@site/server/core/assets';
import {IMMUTABLE} from '@site/server/core/cachePolicy';
import {nodeBuild} from '@site/server/node/staticFiles';

const files: Record<string, string | Buffer> = {
  'index.html': '<h1>Főoldal</h1>',
  '404.html': '<h1>Az oldal nem található</h1>',
  'about-us/index.html': '<h1>Rólunk</h1>',
  'assets/js/main.1a2b3c.js': 'console.log(1)',
  'img/logo.svg': '<svg/>',
  'img/empty/.keep': '',
  'sitemap.xml': '<urlset/>',
  _headers: '/*\n  X-Frame-Options: DENY\n',
};

/** A build folder on disk, served as on Node (`serveStatic`). */
function buildFolder(extra: Record<string, string | Buffer> = {}): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'edge-app-'));
  for (const [name, body] of Object.entries({...files, ...extra})) {
    mkdirSync(path.dirname(path.join(root, name)), {recursive: true});
    writeFileSync(path.join(root, name), body);
  }
  return root;
}

describe('edge app on Node (static serving)', () => {
  const app = createApp({assets: nodeBuild(buildFolder())});

  it('serves a route with no-cache HTML and a strong tag', async () => {
    const res = await app.request('/about-us/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(await res.text()).toContain('Rólunk');
  });

  it('redirects a route without trailing slash, or by its index.html, and keeps the query', async () => {
    const res = await app.request('/about-us?utm_source=x&a=%3Cb%3E');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about-us/?utm_source=x&a=%3Cb%3E');
    const byFile = await app.request('/about-us/index.html?a=1');
    expect([byFile.status, byFile.headers.get('location')]).toEqual([301, '/about-us/?a=1']);
  });

  it('caches hashed assets for a year and answers If-None-Match with 304', async () => {
    const res = await app.request('/assets/js/main.1a2b3c.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('content-type')).toContain('javascript');
    const again = await app.request('/assets/js/main.1a2b3c.js', {
      headers: {'If-None-Match': res.headers.get('etag')!},
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await again.text()).toBe('');
  });

  it('answers a byte range with 206 and the tag of the whole file, an impossible one with 416', async () => {
    const whole = await app.request('/sitemap.xml');
    const part = await app.request('/sitemap.xml', {headers: {Range: 'bytes=1-3'}});
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 1-3/9');
    expect(part.headers.get('etag')).toBe(whole.headers.get('etag'));
    expect(await part.text()).toBe('url');
    expect((await app.request('/sitemap.xml', {headers: {Range: 'bytes=50-'}})).status).toBe(416);
  });

  it.each([
    '/nincs-ilyen/',
    '/nincs-ilyen',
    '/img/none.svg',
    '/img/empty',
    '/%E0%A4%A',
    '/..%2f..%2fetc/passwd',
    '/a%00b/',
    '/about-us/..%5c..%5c',
    '/404.html',
    '/404',
    '/_headers',
    '/index.html.br',
  ])('answers %p with the 404 page and status 404', async (urlPath) => {
    const res = await app.request(urlPath);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toBeNull();
    expect(await res.text()).toContain('Az oldal nem található');
  });

  it('refuses other methods', async () => {
    const res = await app.request('/', {method: 'POST'});
    expect(res.status).toBe(405);
  });

  it("sends the build's gzip variant when the client accepts gzip, identity otherwise", async () => {
    const html = `<h1>${'póker '.repeat(500)}</h1>`;
    const big = createApp({assets: nodeBuild(buildFolder({'index.html': html, 'index.html.gz': gzipSync(html)}))});
    const gz = await big.request('/', {headers: {'Accept-Encoding': 'gzip'}});
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const plain = await big.request('/', {headers: {'Accept-Encoding': 'identity'}});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('etag')).not.toBe(gz.headers.get('etag'));
    expect(await plain.text()).toBe(html);
  });
});

describe("edge app over a platform's static server (Workers)", () => {
  const platform: AssetSource = {
    read: async (relative) => (relative === '404.html' ? new TextEncoder().encode('<h1>404</h1>') : null),
    serve: async (request) => {
      const {pathname, search} = new URL(request.url);
      if (pathname === '/about-us')
        return new Response(null, {status: 307, headers: {Location: `/about-us/${search}`}});
      if (pathname === '/img/logo.svg') {
        return new Response('<svg/>', {headers: {'Cache-Control': 'public, max-age=0, must-revalidate', ETag: '"x"'}});
      }
      return new Response('<h1>404</h1>', {status: 404, headers: {ETag: '"y"', 'Cache-Control': 'public'}});
    },
  };
  const app = createApp({assets: platform});

  it("makes the platform's 307 for a missing slash a 301", async () => {
    const res = await app.request('/about-us?a=1');
    expect([res.status, res.headers.get('location')]).toEqual([301, '/about-us/?a=1']);
  });

  it("puts the site's cache rules on files and 404s", async () => {
    expect((await app.request('/img/logo.svg')).headers.get('cache-control')).toBe('public, max-age=3600');
    const missing = await app.request('/nincs/');
    expect([missing.status, missing.headers.get('cache-control'), missing.headers.get('etag')]).toEqual([
      404,
      'no-cache',
      null,
    ]);
  });
});

describe('edge app under a preview base path', () => {
  const api = new Hono();
  api.get('/ping', (c) => c.json({ok: true}));
  const app = createApp({assets: nodeBuild(buildFolder(), '/preview/x/'), baseUrl: '/preview/x/', api});

  it('serves the home page and routes under the base path', async () => {
    const res = await app.request('/preview/x/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Főoldal');
    const route = await app.request('/preview/x/about-us');
    expect([route.status, route.headers.get('location')]).toEqual([301, '/preview/x/about-us/']);
  });

  it('adds the trailing slash to the bare base path', async () => {
    const res = await app.request('/preview/x?q=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/preview/x/?q=1');
  });

  it('answers 404 outside the base path', async () => {
    expect((await app.request('/about-us/')).status).toBe(404);
  });

  it('mounts the API under the base path', async () => {
    const res = await app.request('/preview/x/api/ping');
    expect(await res.json()).toEqual({ok: true});
  });
});
