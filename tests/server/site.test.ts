import {Agent, get as httpGet} from 'node:http';

import {IMMUTABLE} from '@site/server/core/cachePolicy';
import {getsShortPolicy, SUBRESOURCE_POLICY} from '@site/server/core/securityHeaders';
import {KEEP_ALIVE_IDLE_MS} from '@site/server/node/listen';

import {rawRequest} from './rawHttp';
import {get, runtimes} from './runtimes';

/** The served site, the same checks on Node and on workerd. */

const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
  'permissions-policy',
  'content-security-policy',
];

/**
 * Every security header; the page's policy on an HTML page (or a response without a type), the short one on
 * everything else (`getsShortPolicy`: scripts, JSON, images…), unless `policy` says which the host sends.
 */
function expectSecurityHeaders(response: Response, label: string, policy?: 'page' | 'subresource'): void {
  for (const name of SECURITY_HEADERS)
    expect([label, name, response.headers.get(name) !== null]).toEqual([label, name, true]);
  expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
  const expected = policy ?? (getsShortPolicy(response.headers.get('content-type')) ? 'subresource' : 'page');
  const csp = response.headers.get('content-security-policy');
  if (expected === 'subresource') expect([label, csp]).toEqual([label, SUBRESOURCE_POLICY]);
  else expect(csp).toMatch(/^default-src 'none'; script-src 'self'/);
  expect(response.headers.get('x-robots-tag')).toBeNull();
}

/** The site's 404 page: status 404, revalidated, the Hungarian page, every security header. */
async function expectNotFoundPage(response: Response, label: string): Promise<void> {
  expect([label, response.status]).toEqual([label, 404]);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(await response.text()).toContain('<html lang=hu-HU');
  expectSecurityHeaders(response, label);
}

describe.each(runtimes())('the site on $name', ({name, origin}) => {
  it('serves pages as no-cache HTML with every security header', async () => {
    for (const urlPath of ['/', '/download/', '/terms-conditions/', '/poker-school/poker-hand-rankings/']) {
      const response = await get(origin, urlPath);
      expect([urlPath, response.status]).toEqual([urlPath, 200]);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<html lang=hu-HU');
      expectSecurityHeaders(response, urlPath);
    }
  });

  it('adds the trailing slash to a route and keeps the query', async () => {
    const response = await get(origin, '/download?utm_source=x&a=%3Cb%3E');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/download/?utm_source=x&a=%3Cb%3E');
    expectSecurityHeaders(response, 'redirect');
  });

  it.each(['/nincs-ilyen/', '/nincs-ilyen', '/img/none.svg', '/404.html', '/..%2f..%2fetc/passwd', '/a%00b/'])(
    'answers %s with the 404 page and status 404',
    async (urlPath) => {
      await expectNotFoundPage(await get(origin, urlPath), urlPath);
    },
  );

  it('answers a path with a segment longer than a file name may be (255 bytes) with the 404 page', async () => {
    const overlong = 'a'.repeat(300);
    for (const urlPath of [`/${overlong}`, `/${overlong}/`, `/responsible-gaming/${overlong}/`]) {
      await expectNotFoundPage(await get(origin, urlPath), urlPath);
    }
  });

  it('never serves host configuration or compressed variants by name', async () => {
    for (const urlPath of ['/_headers', '/security-headers.nginx.conf', '/.assetsignore', '/index.html.br']) {
      expect([urlPath, (await get(origin, urlPath)).status]).toEqual([urlPath, 404]);
    }
  });

  it('caches hashed assets for a year and answers If-None-Match with 304', async () => {
    const html = await (await get(origin, '/')).text();
    // The main bundle, as the page names it: a script tag, or the boot script's list of app bundles.
    const script = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    const response = await get(origin, script!);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    // A strong tag; its form is the runtime's own (Node: size and mtime; Workers: the content hash).
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(origin, script!, {'If-None-Match': etag!});
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expectSecurityHeaders(again, '304');
  });

  it('answers a byte range with 206 and an impossible one with 416 (Node), or the whole file (Workers)', async () => {
    const whole = new Uint8Array(await (await get(origin, '/img/favicon.svg')).arrayBuffer());
    const part = await get(origin, '/img/favicon.svg', {Range: 'bytes=0-9'});
    const none = await get(origin, '/img/favicon.svg', {Range: `bytes=${whole.length + 10}-`});
    if (name === 'workerd') {
      // Workers Static Assets ignores Range and sends the whole file with 200, which RFC 9110 (14.2) allows;
      // the build has no media or large downloads that need a resumable range.
      for (const response of [part, none]) {
        expect(response.status).toBe(200);
        expect(new Uint8Array(await response.arrayBuffer())).toEqual(whole);
      }
      return;
    }
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${whole.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(whole.slice(0, 10));
    expect(none.status).toBe(416);
    expect(none.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('revalidates runtime-config.json, the sitemap and the build meta', async () => {
    for (const urlPath of ['/runtime-config.json', '/sitemap.xml']) {
      const response = await get(origin, urlPath);
      expect([urlPath, response.status, response.headers.get('cache-control')]).toEqual([urlPath, 200, 'no-cache']);
    }
    // On Workers, Static Assets serves builds/* without the Worker (wrangler.jsonc) and with its own
    // `public, max-age=0, must-revalidate`: like `no-cache`, every use is revalidated first.
    const meta = await get(origin, '/builds/latest.json');
    expect(meta.status).toBe(200);
    expect(meta.headers.get('cache-control')).toBe(
      name === 'workerd' ? 'public, max-age=0, must-revalidate' : 'no-cache',
    );
    // Static Assets gives builds/* the headers of `_headers`, which names the page's policy for every path.
    expectSecurityHeaders(meta, 'builds/latest.json', name === 'workerd' ? 'page' : 'subresource');
  });

  it('answers /api/geo from CF-IPCountry, with the whitelist applied on the server', async () => {
    const hu = await get(origin, '/api/geo', {'CF-IPCountry': 'HU', 'CF-Region-Code': 'BU'});
    expect(hu.headers.get('cache-control')).toBe('private, no-store');
    expect(await hu.json()).toEqual({country: 'HU', region: 'BU', whitelisted: false});
    expect(await (await get(origin, '/api/geo', {'CF-IPCountry': 'SE'})).json()).toEqual({
      country: 'SE',
      region: null,
      whitelisted: true,
    });
    const byIp = await get(origin, '/api/geo', {'CF-IPCountry': 'FR', 'CF-Connecting-IP': '203.0.113.7'});
    expect(await byIp.json()).toEqual({country: 'FR', region: null, whitelisted: true});
    expect(await (await get(origin, '/api/geo', {'CF-IPCountry': '<script>'})).json()).toEqual({
      country: null,
      region: null,
      whitelisted: false,
    });
    // Local test headers are not trusted by a production edge.
    expect(await (await get(origin, '/api/geo', {'X-Country-Code': 'US'})).json()).toEqual({
      country: null,
      region: null,
      whitelisted: false,
    });
  });

  it('answers /api/download-url and refuses bad parameters with 400', async () => {
    const ok = await get(origin, '/api/download-url?brandAlias=GGPHU&platform=android&country=HU');
    expect(ok.status).toBe(200);
    const {links} = (await ok.json()) as {links: {type: number; url: string}[]};
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.url.startsWith('https://'))).toBe(true);
    const bad = await get(origin, '/api/download-url?brandAlias=%3Cx%3E&platform=ios&platform=android');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({error: 'INVALID_PARAMETERS'});
    expectSecurityHeaders(bad, 'download-url 400');
  });

  it('answers the chat capacity stand-in, and 405/404 for other API calls', async () => {
    expect(await (await get(origin, '/api/chat/capacity')).json()).toEqual({hasCapacity: true});
    expect((await get(origin, '/api/chat/capacity', {}, 'POST')).status).toBe(405);
    expect((await get(origin, '/api/nope')).status).toBe(404);
    expect((await get(origin, '/', {}, 'DELETE')).status).toBe(405);
  });

  it('answers the editor sign-in with 503 and the popup page’s own CSP while no OAuth app is set', async () => {
    for (const urlPath of ['/api/cms/auth?provider=github&site_id=x&scope=repo', '/api/cms/callback?code=x&state=y']) {
      const response = await get(origin, urlPath);
      expect([urlPath, response.status]).toEqual([urlPath, 503]);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('content-security-policy')).toMatch(
        /^default-src 'none'; script-src 'sha256-[^']+'; /,
      );
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
      expect(await response.text()).toContain('authorization:github:');
    }
  });

  it('sends http visitors to https on the same host, and never loopback development', async () => {
    for (const scheme of ['X-Forwarded-Proto: http', 'CF-Visitor: {"scheme":"http"}']) {
      // Raw bytes: fetch() may not set Host.
      const response = await rawRequest(
        origin,
        `GET /download/?a=1 HTTP/1.1\r\nHost: www.example.test\r\n${scheme}\r\nConnection: close\r\n\r\n`,
      );
      expect(response.status).toBe(301);
      const location = new URL(response.headers.get('location') ?? '');
      expect(location.href).toBe('https://www.example.test/download/?a=1');
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    }
    expect((await get(origin, '/download/', {'X-Forwarded-Proto': 'https'})).status).toBe(200);
    expect((await get(origin, '/download/')).status).toBe(200);
  });
});

describe('the Node server’s kept-alive connections', () => {
  const [node] = runtimes();

  // Node's own limit (5 s) let a test on a slow machine send its next request on a connection the server was
  // closing. It now keeps one open longer, and says how long in every response.
  it(`stay open ${KEEP_ALIVE_IDLE_MS / 1000} s when idle, and say so`, async () => {
    const keptAlive = await new Promise<string>((resolve, reject) => {
      const agent = new Agent({keepAlive: true});
      httpGet(`${node.origin}/robots.txt`, {agent}, (answer) => {
        answer.resume();
        answer.on('end', () => {
          agent.destroy();
          resolve(String(answer.headers['keep-alive']));
        });
      }).on('error', reject);
    });
    expect(keptAlive).toBe(`timeout=${KEEP_ALIVE_IDLE_MS / 1000}`);
  });
});
