/**
 * @jest-environment node
 */
import {gunzipSync, gzipSync} from 'node:zlib';

import {Hono} from 'hono';

import {createApp} from '@site/server/app';
import type {AssetSource} from '@site/server/assets';
import {IMMUTABLE} from '@site/server/cachePolicy';

function memoryAssets(files: Record<string, string>): AssetSource {
  return {
    async read(relativePath) {
      const text = files[relativePath] as string | undefined;
      return text === undefined ? null : new TextEncoder().encode(text);
    },
  };
}

const files = {
  'index.html': '<h1>Főoldal</h1>',
  '404.html': '<h1>Az oldal nem található</h1>',
  'about-us/index.html': '<h1>Rólunk</h1>',
  'assets/js/main.1a2b3c.js': 'console.log(1)',
  'img/logo.svg': '<svg/>',
  'sitemap.xml': '<urlset/>',
};

describe('edge app (static serving)', () => {
  const app = createApp({assets: memoryAssets(files)});

  it('serves a route with no-cache HTML', async () => {
    const res = await app.request('/about-us/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('Rólunk');
  });

  it('redirects a route without trailing slash and keeps the query', async () => {
    const res = await app.request('/about-us?utm_source=x&a=%3Cb%3E');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about-us/?utm_source=x&a=%3Cb%3E');
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.request('/assets/js/main.1a2b3c.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('content-type')).toContain('javascript');
  });

  it.each([
    '/nincs-ilyen/',
    '/nincs-ilyen',
    '/img/none.svg',
    '/%E0%A4%A',
    '/..%2f..%2fetc/passwd',
    '/a%00b/',
    '/about-us/..%5c..%5c',
  ])('answers %p with the 404 page and status 404', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('Az oldal nem található');
  });

  it('refuses other methods', async () => {
    const res = await app.request('/', {method: 'POST'});
    expect(res.status).toBe(405);
  });

  it('sends the gzip variant when the client accepts gzip, identity otherwise', async () => {
    const html = `<h1>${'póker '.repeat(500)}</h1>`;
    const body = new TextEncoder().encode(html);
    const source: AssetSource = {
      read: async () => body,
      asset: async (relative) =>
        relative === 'index.html' ? {body, etag: '"t"', variants: {gzip: new Uint8Array(gzipSync(body))}} : null,
    };
    const big = createApp({assets: source});
    const gz = await big.request('/', {headers: {'Accept-Encoding': 'gzip'}});
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('etag')).toBe('"t-gz"');
    expect(gz.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
    const plain = await big.request('/', {headers: {'Accept-Encoding': 'br;q=0, gzip;q=0'}});
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(html);
  });
});

describe('edge app under a preview base path', () => {
  const api = new Hono();
  api.get('/ping', (c) => c.json({ok: true}));
  const app = createApp({assets: memoryAssets(files), baseUrl: '/preview/x/', api});

  it('serves the home page under the base path', async () => {
    const res = await app.request('/preview/x/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Főoldal');
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
