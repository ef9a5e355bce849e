import {runInNewContext} from 'node:vm';

import {CMS_AUTH_MESSAGES, POPUP_SCRIPT} from '@site/server/core/api/cmsAuthPopup';

import {
  callback,
  CLIENT_ID,
  CLIENT_SECRET,
  decapReads,
  GITHUB,
  GITHUB_API,
  GitHubCall,
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

// The callback (GET /api/cms/callback): the code exchanged for a token, handed to the editor after Decap's
// handshake, and every way GitHub can fail on the way.
describe('GET /api/cms/callback', () => {
  it('hands the token to the editor after Decap’s handshake, for an editor on the list', async () => {
    const standIn = gitHubStandIn('Writer-One');
    const app = site(options({CMS_EDITORS: ' WRITER-one , other'}, standIn));
    const {state} = await startSignIn(app);
    const response = await callback(app, `code=${GOOD_CODE}&state=${state}`, `__Host-cms_oauth_state=${state}`);
    const page = await popupPage(response);

    expect(page.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('set-cookie')).toBe(
      '__Host-cms_oauth_state=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(page.data).toEqual({status: 'success', content: {token: TOKEN, provider: 'github'}});
    expect(page.html).toContain(CMS_AUTH_MESSAGES.success);

    expect(standIn.calls).toHaveLength(2);
    const [exchange, user] = standIn.calls as [GitHubCall, GitHubCall];
    expect(exchange.url).toBe(`${GITHUB}/login/oauth/access_token`);
    expect(exchange.method).toBe('POST');
    expect(exchange.headers.get('accept')).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(exchange.body))).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: GOOD_CODE,
      redirect_uri: `${SITE}/api/cms/callback`,
    });
    expect(user.url).toBe(`${GITHUB_API}/user`);
    expect(user.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);

    // The handshake: "authorizing:github" to the opener, the opener's echo, then the message Decap parses.
    const popup = runPopup(page);
    expect(popup.posted).toEqual([['authorizing:github', SITE]]);
    popup.send({source: {}, origin: SITE, data: 'authorizing:github'}); // not the opener
    popup.send({source: popup.opener, origin: 'https://evil.example', data: 'authorizing:github'});
    popup.send({source: popup.opener, origin: SITE, data: 'something else'});
    expect(popup.posted).toHaveLength(1);
    popup.send({source: popup.opener, origin: SITE, data: 'authorizing:github'});
    expect(popup.posted).toHaveLength(2);
    const [message, target] = popup.posted[1] as [string, string];
    expect(target).toBe(SITE);
    expect(message).toBe(`authorization:github:success:{"token":"${TOKEN}","provider":"github"}`);
    expect(decapReads(message)).toEqual({kind: 'success', data: {token: TOKEN, provider: 'github'}});
    expect(popup.listening()).toBe(0);
  });

  it('posts nothing when no editor opened the popup', async () => {
    const page = await popupPage(await callback(site(options()), 'code=x&state=y'));
    const posted: unknown[] = [];
    const window = {opener: null, location: {origin: SITE}, addEventListener: () => posted.push('listen')};
    const document = {getElementById: () => ({textContent: JSON.stringify(page.data)})};
    runInNewContext(page.script, {window, document, JSON});
    expect(posted).toEqual([]);
  });

  it.each<[string, (state: string) => [query: string, cookie?: string]]>([
    ['no cookie', (state) => [`code=${GOOD_CODE}&state=${state}`]],
    [
      'another state',
      (state) => [
        `code=${GOOD_CODE}&state=${state.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
        `__Host-cms_oauth_state=${state}`,
      ],
    ],
    ['no state', (state) => [`code=${GOOD_CODE}`, `__Host-cms_oauth_state=${state}`]],
    ['an empty cookie and state', () => [`code=${GOOD_CODE}&state=`, '__Host-cms_oauth_state=']],
    [
      'the cookie without its prefix over https',
      (state) => [`code=${GOOD_CODE}&state=${state}`, `cms_oauth_state=${state}`],
    ],
  ])('refuses a callback with %s and asks GitHub nothing', async (_name, make) => {
    const standIn = gitHubStandIn();
    const app = site(options({}, standIn));
    const {state} = await startSignIn(app);
    const [query, cookie] = make(state);
    const response = await callback(app, query, cookie);
    const page = await popupPage(response);
    expect(page.status).toBe(403);
    expect(page.data).toEqual({status: 'error', content: {message: CMS_AUTH_MESSAGES.forgedRequest}});
    expect(page.html).toContain(CMS_AUTH_MESSAGES.forgedRequest);
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-cms_oauth_state=; Max-Age=0;/);
    expect(standIn.fetch).not.toHaveBeenCalled();
  });

  it('does nothing on HEAD: no code exchange, no cookie set or cleared, no redirect', async () => {
    const standIn = gitHubStandIn();
    const app = site(options({}, standIn));
    const {state} = await startSignIn(app);
    const cookie = `__Host-cms_oauth_state=${state}`;
    const head = await app.request(`${SITE}/api/cms/callback?code=${GOOD_CODE}&state=${state}`, {
      method: 'HEAD',
      headers: {Cookie: cookie},
    });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('set-cookie')).toBeNull();
    expect(head.headers.get('cache-control')).toBe('no-store');
    const startHead = await app.request(`${SITE}/api/cms/auth?provider=github`, {method: 'HEAD'});
    expect([startHead.status, startHead.headers.get('location'), startHead.headers.get('set-cookie')]).toEqual([
      200,
      null,
      null,
    ]);
    expect(standIn.fetch).not.toHaveBeenCalled();
    // The code is still good for the sign-in itself.
    const page = await popupPage(await callback(app, `code=${GOOD_CODE}&state=${state}`, cookie));
    expect(page.data).toEqual({status: 'success', content: {token: TOKEN, provider: 'github'}});
  });

  it('reports GitHub refusing the code, and does not ask for the user', async () => {
    const standIn = gitHubStandIn();
    const app = site(options({}, standIn));
    const {state} = await startSignIn(app);
    const page = await popupPage(await callback(app, `code=stale&state=${state}`, `__Host-cms_oauth_state=${state}`));
    expect(page.status).toBe(403);
    expect(page.data).toEqual({status: 'error', content: {message: CMS_AUTH_MESSAGES.tokenRefused}});
    expect(standIn.calls.map((call) => call.url)).toEqual([`${GITHUB}/login/oauth/access_token`]);
  });

  it.each([
    [
      'the sign-in was cancelled at GitHub',
      'error=access_denied&error_description=denied',
      403,
      CMS_AUTH_MESSAGES.denied,
    ],
    ['no code came back', '', 400, CMS_AUTH_MESSAGES.missingCode],
  ])('reports that %s', async (_name, query, status, message) => {
    const standIn = gitHubStandIn();
    const app = site(options({}, standIn));
    const {state} = await startSignIn(app);
    const page = await popupPage(
      await callback(app, `${query}${query ? '&' : ''}state=${state}`, `__Host-cms_oauth_state=${state}`),
    );
    expect(page.status).toBe(status);
    expect(page.data).toEqual({status: 'error', content: {message}});
    expect(standIn.fetch).not.toHaveBeenCalled();
  });

  it('reports GitHub being unreachable or answering nonsense', async () => {
    const state = 'A'.repeat(43);
    const cookie = `__Host-cms_oauth_state=${state}`;
    const down = site(options({GITHUB_OAUTH_BASE: 'http://down.stand-in'}));
    const downPage = await popupPage(await callback(down, `code=${GOOD_CODE}&state=${state}`, cookie));
    expect([downPage.status, downPage.data.content]).toEqual([502, {message: CMS_AUTH_MESSAGES.githubUnreachable}]);

    const nonsense = site(options({}, {fetch: async () => new Response('<html>', {status: 500})}));
    const nonsensePage = await popupPage(await callback(nonsense, `code=${GOOD_CODE}&state=${state}`, cookie));
    expect([nonsensePage.status, nonsensePage.data.content]).toEqual([
      502,
      {message: CMS_AUTH_MESSAGES.githubUnreachable},
    ]);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const noUser = site(options({GITHUB_API_BASE: 'http://down.stand-in'}));
    const noUserPage = await popupPage(await callback(noUser, `code=${GOOD_CODE}&state=${state}`, cookie));
    expect([noUserPage.status, noUserPage.data.content]).toEqual([502, {message: CMS_AUTH_MESSAGES.githubUnreachable}]);
    expect(noUserPage.html).not.toContain(TOKEN);
    // The token it could not check could not be revoked either: the operators hear of it, without the token.
    expect(warn.mock.calls).toEqual([['cms sign-in: GitHub did not confirm revoking the token of a refused sign-in']]);
    warn.mockRestore();
  });

  it('answers an unexpected failure with the error page, not the runtime’s', async () => {
    const strange = {
      json: async () => ({access_token: TOKEN}),
      get ok(): boolean {
        throw new Error('boom');
      },
    };
    const broken = site(options({}, {fetch: async () => strange as unknown as Response}));
    const state = 'A'.repeat(43);
    const response = await callback(broken, `code=x&state=${state}`, `__Host-cms_oauth_state=${state}`);
    const page = await popupPage(response);
    expect([page.status, page.data]).toEqual([
      500,
      {status: 'error', content: {message: CMS_AUTH_MESSAGES.unexpected}},
    ]);
    expect(page.html).not.toContain(TOKEN);
    expect(page.csp).toContain(sha256Source(POPUP_SCRIPT));
  });
});
