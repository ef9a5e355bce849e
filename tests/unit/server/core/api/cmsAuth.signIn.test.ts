import {parseEditors} from '@site/server/core/api/cmsAuth';
import {CMS_AUTH_MESSAGES} from '@site/server/core/api/cmsAuthPopup';

import {CLIENT_ID, GITHUB, options, popupPage, SITE, site, startSignIn} from './cmsAuthStandIn';

// The editor's sign-in start (GET /api/cms/auth): the redirect to GitHub, its state cookie, and the configuration
// read from the environment.
describe('GET /api/cms/auth', () => {
  it('redirects to GitHub with a fresh state, kept in a __Host- cookie over https', async () => {
    const app = site(options());
    const {response, location, state} = await startSignIn(app);
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(`${location.origin}${location.pathname}`).toBe(`${GITHUB}/login/oauth/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: CLIENT_ID,
      scope: 'repo',
      state,
      redirect_uri: `${SITE}/api/cms/callback`,
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get('set-cookie')).toBe(
      `__Host-cms_oauth_state=${state}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`,
    );
    expect((await startSignIn(app)).state).not.toBe(state);
  });

  it('makes redirect_uri from the configured address, never from the Host the request names', async () => {
    const app = site(options());
    for (const [origin, headers] of [
      ['https://evil.example', {}],
      ['http://www.example.hu', {'X-Forwarded-Proto': 'http'}],
      [SITE, {'X-Forwarded-Host': 'evil.example'}],
    ] as const) {
      const {location, response} = await startSignIn(app, origin, headers);
      expect([origin, location.searchParams.get('redirect_uri')]).toEqual([origin, `${SITE}/api/cms/callback`]);
      // The browser is on the configured https address, so the cookie is a __Host- one whatever the request says.
      expect(response.headers.get('set-cookie')).toMatch(/^__Host-cms_oauth_state=.*; Secure; SameSite=Lax$/);
    }
  });

  it('scopes the cookie to the routes when the configured address is plain http (a local run)', async () => {
    const app = site(options({EDITOR_URL: 'http://127.0.0.1:3000/'}));
    const local = await startSignIn(app, 'http://127.0.0.1:3000');
    expect(local.response.headers.get('set-cookie')).toBe(
      `cms_oauth_state=${local.state}; Max-Age=600; Path=/api/cms/; HttpOnly; SameSite=Lax`,
    );
    expect(local.location.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3000/api/cms/callback');
  });

  it('is off without the editor’s own address', async () => {
    for (const editorOrigin of [undefined, '', 'not an address', 'ftp://szerkeszto.example.hu']) {
      const page = await popupPage(
        await site(options({EDITOR_URL: editorOrigin})).request(`${SITE}/api/cms/auth?provider=github`),
      );
      expect([editorOrigin, page.status, page.data.content]).toEqual([
        editorOrigin,
        503,
        {message: CMS_AUTH_MESSAGES.notConfigured},
      ]);
    }
  });

  it('always asks for the repo scope and only for GitHub', async () => {
    const app = site(options());
    const response = await app.request(`${SITE}/api/cms/auth?provider=github&scope=admin:org,delete_repo`);
    expect(new URL(response.headers.get('location')!).searchParams.get('scope')).toBe('repo');
    const gitlab = await popupPage(await app.request(`${SITE}/api/cms/auth?provider=gitlab`));
    expect(gitlab.status).toBe(400);
    expect(gitlab.data).toEqual({status: 'error', content: {message: CMS_AUTH_MESSAGES.unsupportedProvider}});
  });

  it('answers 405 to other methods', async () => {
    const app = site(options());
    expect((await app.request(`${SITE}/api/cms/auth`, {method: 'POST'})).status).toBe(405);
    expect((await app.request(`${SITE}/api/cms/callback`, {method: 'POST'})).status).toBe(405);
  });
});

describe('configuration', () => {
  it('reads CMS_EDITORS as lower-case logins, each once', () => {
    expect(parseEditors('Alice, bob ,ALICE,,bad_login')).toEqual(['alice', 'bob']);
    expect(parseEditors(undefined)).toEqual([]);
  });

  it('uses github.com when no OAuth base is set, or an unusable one', async () => {
    for (const oauthBase of [undefined, '', 'ftp://github.example', 'not a url']) {
      const {location} = await startSignIn(site(options({GITHUB_OAUTH_BASE: oauthBase})));
      expect(location.origin).toBe('https://github.com');
    }
  });
});
