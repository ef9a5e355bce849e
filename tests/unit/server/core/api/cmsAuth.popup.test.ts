import {Hono} from 'hono';

import {apiOptionsFromEnv, createApiApp} from '@site/server/core/api';
import {CMS_AUTH_MESSAGES, POPUP_SCRIPT} from '@site/server/core/api/cmsAuthPopup';
import {securityHeadersMiddleware} from '@site/server/core/securityHeaders';

import {
  callback,
  CLIENT_ID,
  CLIENT_SECRET,
  decapReads,
  gitHubStandIn,
  GOOD_CODE,
  options,
  popupPage,
  runPopup,
  sha256Source,
  SITE,
  site,
  startSignIn,
  TOKEN,
} from './cmsAuthStandIn';

// The popup page the callback answers with: an error page when the sign-in is not configured, its own CSP, its
// Hungarian message, and the client secret that never leaves the server.
describe('missing configuration', () => {
  it.each([
    ['nothing', {}],
    ['no secret', {GITHUB_CLIENT_ID: CLIENT_ID}],
    ['no client id', {GITHUB_CLIENT_SECRET: CLIENT_SECRET}],
    ['blank values', {GITHUB_CLIENT_ID: ' ', GITHUB_CLIENT_SECRET: ''}],
    ['no editor address', {GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET}],
  ])('answers 503 with an error message to the editor: %s', async (_name, env) => {
    const root = new Hono();
    root.use('*', securityHeadersMiddleware({loadManifest: async () => null}));
    root.route('/api', createApiApp(apiOptionsFromEnv({CMS_EDITORS: 'writer-one', ...env})));
    for (const path of ['/api/cms/auth?provider=github&site_id=x&scope=repo', '/api/cms/callback?code=x&state=y']) {
      const response = await root.request(`${SITE}${path}`);
      const page = await popupPage(response);
      expect([path, page.status]).toEqual([path, 503]);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(page.data).toEqual({status: 'error', content: {message: CMS_AUTH_MESSAGES.notConfigured}});
      expect(page.html).toContain('nincs beállítva');
      expect(page.csp).toBe(
        `default-src 'none'; script-src ${sha256Source(page.script)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      );

      const popup = runPopup(page);
      popup.send({source: popup.opener, origin: SITE, data: 'authorizing:github'});
      expect(decapReads(popup.posted[1]?.[0] as string)).toEqual({
        kind: 'error',
        data: {message: CMS_AUTH_MESSAGES.notConfigured},
      });
    }
  });
});

describe('the popup page', () => {
  it('carries its own CSP: the hash of exactly its inline script, kept by the site’s middleware', async () => {
    const app = site(options());
    const {state} = await startSignIn(app);
    for (const response of [
      await callback(app, `code=${GOOD_CODE}&state=${state}`, `__Host-cms_oauth_state=${state}`),
      await callback(app, 'code=x&state=forged'),
    ]) {
      const page = await popupPage(response);
      expect(page.script).toBe(POPUP_SCRIPT);
      expect(page.csp).toBe(
        `default-src 'none'; script-src ${sha256Source(page.script)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      );
      expect(page.csp).not.toContain('unsafe');
      // the other security headers are still the site's
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      // one inline script, the data only in the JSON block
      expect(page.html.match(/<script/g)).toHaveLength(2);
    }
  });

  it('gives the site’s policy to the redirect, and the short one to the other API routes’ JSON', async () => {
    const app = site(options());
    const {response} = await startSignIn(app);
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'self'/);
    const geo = await app.request(`${SITE}/api/geo`);
    expect(geo.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('shows the Hungarian message as text and sends the same one to the editor', async () => {
    const standIn = gitHubStandIn('writer-one');
    const app = site(options({CMS_EDITORS: 'someone'}, standIn));
    const {state} = await startSignIn(app);
    const page = await popupPage(
      await callback(app, `code=${GOOD_CODE}&state=${state}`, `__Host-cms_oauth_state=${state}`),
    );
    expect(page.html).toContain('A(z) writer-one GitHub-fiók');
    // the Hungarian message survives the JSON block intact
    expect(page.data.content.message).toBe(CMS_AUTH_MESSAGES.notAnEditor('writer-one'));
  });
});

describe('the client secret', () => {
  it('never leaves the server: not in a Location, a cookie or a page', async () => {
    const standIn = gitHubStandIn();
    const app = site(options({}, standIn));
    const {response: redirect, state} = await startSignIn(app);
    const responses = [
      redirect,
      await callback(app, `code=${GOOD_CODE}&state=${state}`, `__Host-cms_oauth_state=${state}`),
      await callback(app, `code=stale&state=${state}`, `__Host-cms_oauth_state=${state}`),
      await callback(app, `code=${GOOD_CODE}&state=forged`),
    ];
    for (const response of responses) {
      const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join('\n');
      expect(headers).not.toContain(CLIENT_SECRET);
      expect(headers).not.toContain(TOKEN);
      expect(await response.text()).not.toContain(CLIENT_SECRET);
    }
    // …and GitHub gets it in the POST body only, never in a URL.
    for (const call of standIn.calls) expect(call.url).not.toContain(CLIENT_SECRET);
  });
});
