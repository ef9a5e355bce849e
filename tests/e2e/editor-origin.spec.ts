import {freePort} from '../../scripts/edge/workerdDirect';
import {listen, type RunningServer} from '../../server/node/listen';
import {expect, test} from './fixtures';

/**
 * The editor on an origin of its own (`EDITOR_URL`, server/core/editorOrigin.ts), in Chromium: the production
 * build served by the edge app with the site at `http://localhost:<port>` and the editor at
 * `http://127.0.0.1:<port>` (two origins of one server, as the site's and the editor's host names are in
 * production). The GitHub token Decap keeps after a sign-in is out of reach of every script of a visitor page.
 */

/** Where Decap keeps the signed-in user and the token (decap-cms-core `backend.js`, `storageKey`). */
const TOKEN_KEY = 'decap-cms-user';
const STORED_USER = JSON.stringify({backendName: 'github', token: 'gho_EditorsSecretToken0123', login: 'writer-one'});

let server: RunningServer;
let site: string;
let editor: string;

test.beforeAll(async () => {
  const port = await freePort();
  site = `http://localhost:${port}`;
  editor = `http://127.0.0.1:${port}`;
  server = await listen({buildDir: 'build', port, env: {...process.env, EDITOR_URL: editor}});
});

test.afterAll(() => server.close());

test('a script on a visitor page cannot read the token the editor keeps', async ({page, context}) => {
  // The editor is only ever on its own origin: the site's /admin/ leads there.
  await page.goto(`${site}/admin/`);
  // Decap adds its own `#/` route once it starts.
  expect(new URL(page.url()).origin + new URL(page.url()).pathname).toBe(`${editor}/admin/`);
  // Decap reads its stored user once, as it starts, and drops one it cannot confirm with GitHub: the token is
  // stored after its sign-in page shows, as after a real sign-in, so that start cannot remove it.
  await expect(page.getByRole('button', {name: /^Bejelentkezés/})).toBeVisible();
  // What Decap stores after a GitHub sign-in, in the editor's own storage.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, STORED_USER] as const);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(STORED_USER);

  const visitor = await context.newPage();
  await visitor.goto(`${site}/`);
  // The visitor page's own storage has no token…
  expect(await visitor.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  // …and a window it opens on the editor is another origin: reading its storage is refused.
  const opened = context.waitForEvent('page');
  await visitor.evaluate((url) => {
    (window as unknown as {editorWindow: Window | null}).editorWindow = window.open(url);
  }, `${editor}/admin/`);
  const editorWindow = await opened;
  await editorWindow.waitForURL((url) => url.origin === editor && url.pathname === '/admin/');
  const attempt = await visitor.evaluate((key) => {
    try {
      return (window as unknown as {editorWindow: Window}).editorWindow.localStorage.getItem(key);
    } catch (error) {
      return error instanceof DOMException ? error.name : String(error);
    }
  }, TOKEN_KEY);
  expect(attempt).toBe('SecurityError');
});

test('a page of the site opened on the editor’s address runs sandboxed, without the editor’s storage', async ({
  page,
}) => {
  await page.goto(`${editor}/admin/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, STORED_USER] as const);
  for (const path of ['/', '/img/logo/logo.svg']) {
    await page.goto(`${editor}${path}`);
    const reach = await page.evaluate((key) => {
      try {
        return {origin: window.origin, token: localStorage.getItem(key)};
      } catch (error) {
        return {origin: window.origin, token: error instanceof DOMException ? error.name : String(error)};
      }
    }, TOKEN_KEY);
    expect([path, reach]).toEqual([path, {origin: 'null', token: 'SecurityError'}]);
  }
});

test('the sign-in starts only on the editor’s address', async ({request}) => {
  const fromSite = await request.get(`${site}/api/cms/auth?provider=github&scope=repo`, {maxRedirects: 0});
  expect([fromSite.status(), fromSite.headers().location]).toEqual([
    302,
    `${editor}/api/cms/auth?provider=github&scope=repo`,
  ]);
});
