import type {AssetSource} from '@site/server/core/assets';
import {editorOriginOf, SANDBOXED_POLICY} from '@site/server/core/editorOrigin';
import {createSiteParts} from '@site/server/core/site';
import {ADMIN_CONTENT_SECURITY_POLICY} from '@site/site/adminPolicy';

const SITE = 'https://www.example.hu';
const EDITOR = 'https://szerkeszto.example.hu';
const HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

const FILES: Partial<Record<string, string>> = {
  'index.html': '<h1>Főoldal</h1>',
  '404.html': '<h1>404</h1>',
  'admin/index.html': '<title>Szerkesztő</title>',
  'img/rajz.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'csp.json': JSON.stringify({version: 1, scriptHashes: [HASH], policy: 'x'}),
};

/** The build in memory, served as the runtimes serve it (a route's index.html, else the 404 page). */
const assets: AssetSource = {
  async read(relativePath) {
    const text = FILES[relativePath];
    return text === undefined ? null : new TextEncoder().encode(text);
  },
  async serve(request) {
    const {pathname} = new URL(request.url);
    const file = pathname.endsWith('/') ? `${pathname.slice(1)}index.html` : pathname.slice(1);
    const text = FILES[file];
    return text === undefined
      ? new Response(FILES['404.html'], {status: 404, headers: {'Content-Type': 'text/html'}})
      : new Response(text, {headers: {'Content-Type': file.endsWith('.svg') ? 'image/svg+xml' : 'text/html'}});
  },
};

const SIGN_IN = {GITHUB_CLIENT_ID: 'Iv1.client', GITHUB_CLIENT_SECRET: 'secret', CMS_EDITORS: 'writer-one'};

function site(env: Record<string, string> = {}) {
  return createSiteParts({assets, env: {...SIGN_IN, ...env}}).app;
}

describe('the editor on an origin of its own (EDITOR_URL)', () => {
  const app = site({EDITOR_URL: `${EDITOR}/`});

  it('never runs the editor or its sign-in on the site’s origin: both move to the editor’s', async () => {
    for (const path of ['/admin/', '/admin', '/admin/config.json', '/api/cms/auth?provider=github&scope=repo']) {
      const response = await app.request(`${SITE}${path}`);
      expect([path, response.status, response.headers.get('location')]).toEqual([path, 302, `${EDITOR}${path}`]);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('serves the editor there with its own policy, and starts the sign-in back to that address', async () => {
    const editor = await app.request(`${EDITOR}/admin/`);
    expect(editor.status).toBe(200);
    expect(editor.headers.get('content-security-policy')).toBe(ADMIN_CONTENT_SECURITY_POLICY);
    const signIn = await app.request(`${EDITOR}/api/cms/auth?provider=github&scope=repo`);
    expect(signIn.status).toBe(302);
    const authorize = new URL(signIn.headers.get('location') ?? '');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${EDITOR}/api/cms/callback`);
  });

  it('runs nothing else on the editor’s origin: its pages and files are sandboxed there', async () => {
    for (const path of ['/', '/img/rajz.svg', '/nincs-ilyen/', '/api/geo']) {
      const response = await app.request(`${EDITOR}${path}`);
      expect([path, response.headers.get('content-security-policy')]).toEqual([path, SANDBOXED_POLICY]);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(SANDBOXED_POLICY).toMatch(/^sandbox;/);
    expect(SANDBOXED_POLICY).not.toMatch(/allow-|script-src/);
  });

  it('leaves the site’s own pages as they are', async () => {
    const home = await app.request(`${SITE}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain(HASH);
    expect(home.headers.get('content-security-policy')).not.toContain('sandbox');
    // a page whose path merely starts like the editor's
    expect((await app.request(`${SITE}/administration/`)).headers.get('location')).toBeNull();
  });
});

describe('without EDITOR_URL (local runs, previews)', () => {
  const app = site();

  it('keeps the editor at the site’s /admin/, with the GitHub sign-in off', async () => {
    const editor = await app.request('http://localhost:3000/admin/');
    expect(editor.status).toBe(200);
    const signIn = await app.request('http://localhost:3000/api/cms/auth?provider=github');
    expect(signIn.status).toBe(503);
    expect(signIn.headers.get('location')).toBeNull();
  });
});

describe('editorOriginOf', () => {
  it.each([
    ['https://szerkeszto.ggpoker.hu', 'https://szerkeszto.ggpoker.hu'],
    [' https://szerkeszto.ggpoker.hu/admin/ ', 'https://szerkeszto.ggpoker.hu'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    ['', null],
    [undefined, null],
    ['szerkeszto.ggpoker.hu', null],
    ['javascript:alert(1)', null],
    ['ftp://szerkeszto.ggpoker.hu', null],
  ])('%s → %s', (value, origin) => {
    expect(editorOriginOf(value)).toBe(origin);
  });
});
