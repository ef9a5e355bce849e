import {Hono} from 'hono';

import type {AssetSource} from '@site/server/core/assets';
import {
  keepOwnContentSecurityPolicy,
  parseCspManifest,
  securityHeadersMiddleware,
  securityHeaderSource,
} from '@site/server/core/securityHeaders';
import {createSiteParts} from '@site/server/core/site';

const HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const manifest = JSON.stringify({version: 1, scriptHashes: [HASH], policy: 'x'});

function memoryAssets(files: Record<string, string>): AssetSource {
  return {
    async read(relativePath) {
      const text = files[relativePath] as string | undefined;
      return text === undefined ? null : new TextEncoder().encode(text);
    },
  };
}

describe('security headers middleware', () => {
  function app(loadManifest?: () => Promise<string | null>): Hono {
    const root = new Hono();
    root.use('*', securityHeadersMiddleware({loadManifest}));
    root.get('/', (c) => c.html('<p>ok</p>'));
    root.get('/gone', (c) => c.text('missing', 404));
    root.get('/moved', (c) => c.redirect('/'));
    return root;
  }

  it.each(['/', '/moved'])('sets every header on %s', async (path) => {
    const response = await app(async () => manifest).request(path);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=(\d{8,})/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain(HASH);
    expect(csp).not.toContain("unsafe-inline' https"); // script-src never has it
    expect(/script-src [^;]*'unsafe-inline'/.test(csp)).toBe(false);
  });

  it('keeps a route’s own CSP only when the route asks for it, and sets every other header', async () => {
    const own = "default-src 'none'; script-src 'sha256-abc='";
    const root = app(async () => manifest);
    root.get('/own', (c) => {
      keepOwnContentSecurityPolicy(c);
      return c.html('<p>own</p>', 200, {'Content-Security-Policy': own});
    });
    root.get('/asked-without-one', (c) => {
      keepOwnContentSecurityPolicy(c);
      return c.html('<p>none</p>');
    });
    root.get('/not-asked', (c) => c.html('<p>x</p>', 200, {'Content-Security-Policy': own}));
    const kept = await root.request('/own');
    expect(kept.headers.get('content-security-policy')).toBe(own);
    expect(kept.headers.get('x-frame-options')).toBe('DENY');
    expect(kept.headers.get('strict-transport-security')).toContain('max-age=');
    for (const path of ['/asked-without-one', '/not-asked']) {
      expect((await root.request(path)).headers.get('content-security-policy')).toContain(HASH);
    }
    // a later request on the same app is not affected
    expect((await root.request('/')).headers.get('content-security-policy')).toContain(HASH);
  });

  it('reads the manifest once', async () => {
    const load = jest.fn(async () => manifest);
    const root = app(load);
    await root.request('/');
    await root.request('/');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['missing', async () => null],
    ['malformed', async () => '{nope'],
    [
      'throwing',
      async () => {
        throw new Error('io');
      },
    ],
    [
      'with an injected source',
      async () => JSON.stringify({version: 1, scriptHashes: ["'unsafe-inline'"], policy: ''}),
    ],
  ])('falls back to a policy without inline scripts when the manifest is %s', async (_name, load) => {
    const csp = (await app(load).request('/')).headers.get('content-security-policy')!;
    expect(csp).toMatch(/script-src 'self' https:/);
    expect(csp).not.toContain('sha256-');
    expect(csp).not.toContain("'unsafe-inline' https");
  });

  it.each([
    ['text/css; charset=utf-8', true],
    ['text/javascript; charset=utf-8', true],
    ['application/json', true],
    ['font/woff2', true],
    ['image/webp', true],
    ['image/svg+xml', true],
    ['text/plain', true],
    ['application/xml', true],
    ['text/html; charset=utf-8', false],
  ])('gives a %s response the short policy: %s', async (type, short) => {
    const root = app(async () => manifest);
    root.get('/file', (c) => c.body('x', 200, {'Content-Type': type}));
    const response = await root.request('/file');
    const csp = response.headers.get('content-security-policy');
    // Only an HTML page runs the site's scripts: everything else gets the short policy that forbids everything.
    if (short) expect(csp).toBe("default-src 'none'; frame-ancestors 'none'");
    else expect(csp).toContain(HASH);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('validates the manifest', async () => {
    expect(parseCspManifest(JSON.parse(manifest))).toEqual({
      version: 1,
      scriptHashes: [HASH],
      styleHashes: [],
      policy: 'x',
    });
    expect(parseCspManifest({version: 2, scriptHashes: [], policy: ''})).toBeNull();
    expect(parseCspManifest(null)).toBeNull();
    expect((await securityHeaderSource()())['Content-Security-Policy']).toContain("default-src 'none'");
  });
});

describe('the site app', () => {
  const {app: site} = createSiteParts({
    assets: memoryAssets({'index.html': '<h1>x</h1>', '404.html': '<h1>404</h1>', 'csp.json': manifest}),
    env: {GEO_TRUST_LOCAL_HEADERS: '1'},
  });

  it('sets the headers on pages, API answers and 404s', async () => {
    for (const path of ['/', '/missing/', '/api/geo']) {
      const response = await site.request(path);
      // The JSON answer is never a document: the short policy.
      const policy = path.startsWith('/api/') ? "default-src 'none'; frame-ancestors 'none'" : HASH;
      expect(response.headers.get('content-security-policy')).toContain(policy);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect((await site.request('/missing/')).status).toBe(404);
  });

  it('answers /api/geo from the local headers when trusted', async () => {
    const response = await site.request('/api/geo', {headers: {'X-Country-Code': 'CA', 'X-Region-Code': 'ON'}});
    expect(await response.json()).toEqual({country: 'CA', region: 'ON', whitelisted: false});
  });
});
