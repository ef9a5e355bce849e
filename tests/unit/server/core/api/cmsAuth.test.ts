/**
 * @jest-environment node
 */
import {createHash} from 'node:crypto';
import {runInNewContext} from 'node:vm';

import {Hono} from 'hono';

import {apiOptionsFromEnv, createApiApp} from '@site/server/core/api';
import {
  type CmsAuthOptions,
  cmsAuthOptionsFromEnv,
  constantTimeEqual,
  parseEditors,
} from '@site/server/core/api/cmsAuth';
import {CMS_AUTH_MESSAGES, POPUP_SCRIPT} from '@site/server/core/api/cmsAuthPopup';
import {securityHeadersMiddleware} from '@site/server/core/securityHeaders';

const SITE = 'https://www.example.hu';
const GITHUB = 'http://github.stand-in';
const GITHUB_API = 'http://api.github.stand-in';
const CLIENT_ID = 'Iv1.standin-client';
const CLIENT_SECRET = 'stand-in-client-secret-0123456789';
const GOOD_CODE = 'good-code';
const TOKEN = 'gho_StandInToken0123456789';

/** A stand-in of GitHub's OAuth token endpoint and `GET /user`, reached through an injected `fetch`. */
interface GitHubCall {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

function gitHubStandIn(login = 'Writer-One') {
  const calls: GitHubCall[] = [];
  const revoked = new Set<string>();
  const github = new Hono();
  // GitHub's "Delete an app token": the app's id and secret as basic authentication, the token in the body.
  github.delete('/applications/:clientId/token', async (c) => {
    const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;
    if (c.req.param('clientId') !== CLIENT_ID || c.req.header('authorization') !== basic) {
      return c.json({message: 'Not Found'}, 404);
    }
    const {access_token: token} = await c.req.json<{access_token?: string}>();
    if (token !== TOKEN || revoked.has(token)) return c.json({message: 'Not Found'}, 404);
    revoked.add(token);
    return c.body(null, 204);
  });
  github.post('/login/oauth/access_token', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    if (c.req.header('accept') !== 'application/json') return c.text('access_token=x', 200);
    if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
      return c.json({error: 'incorrect_client_credentials'});
    }
    if (form.get('code') !== GOOD_CODE) {
      return c.json({error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.'});
    }
    return c.json({access_token: TOKEN, token_type: 'bearer', scope: 'repo'});
  });
  github.get('/user', (c) =>
    c.req.header('authorization') === `Bearer ${TOKEN}` && !revoked.has(TOKEN) && c.req.header('user-agent')
      ? c.json({login, id: 1})
      : c.json({message: 'Bad credentials'}, 401),
  );
  const fetch = jest.fn(async (input: string, init: RequestInit) => {
    const request = new Request(input, init);
    calls.push({url: input, method: request.method, headers: request.headers, body: await request.clone().text()});
    const url = new URL(input);
    if (url.origin !== GITHUB && url.origin !== GITHUB_API) throw new TypeError('fetch failed');
    return github.fetch(request);
  });
  return {fetch, calls, revoked};
}

function options(overrides: Partial<CmsAuthOptions> = {}, standIn = gitHubStandIn()): CmsAuthOptions {
  return {
    editorOrigin: SITE,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    editors: ['writer-one'],
    oauthBase: GITHUB,
    apiBase: GITHUB_API,
    fetch: standIn.fetch,
    ...overrides,
  };
}

/** The API as the edge mounts it, behind the site's security headers (no manifest: the strict visitor policy). */
function site(cmsAuth: CmsAuthOptions): Hono {
  const root = new Hono();
  root.use('*', securityHeadersMiddleware({loadManifest: async () => null}));
  root.route('/api', createApiApp({cmsAuth}));
  return root;
}

async function startSignIn(app: Hono, origin = SITE, headers: Record<string, string> = {}) {
  const response = await app.request(`${origin}/api/cms/auth?provider=github&site_id=www.example.hu&scope=repo`, {
    headers,
  });
  const location = new URL(response.headers.get('location') ?? 'about:blank');
  return {response, location, state: location.searchParams.get('state') ?? ''};
}

function callback(app: Hono, query: string, cookie?: string) {
  return app.request(`${SITE}/api/cms/callback?${query}`, {headers: cookie ? {Cookie: cookie} : {}});
}

interface PopupPage {
  status: number;
  html: string;
  csp: string;
  data: {status: string; content: Record<string, unknown>};
  script: string;
}

async function popupPage(response: Response): Promise<PopupPage> {
  const html = await response.text();
  const json = /<script type="application\/json" id="cms-auth-message">([^<]*)<\/script>/.exec(html)?.[1];
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
  return {
    status: response.status,
    html,
    csp: response.headers.get('content-security-policy') ?? '',
    data: JSON.parse(json ?? 'null') as PopupPage['data'],
    script: script ?? '',
  };
}

/** Runs the popup's script with a stand-in window and opener; returns what it posted. */
function runPopup(page: PopupPage, origin = SITE) {
  const posted: [unknown, string][] = [];
  const listeners: ((event: {source: unknown; origin: string; data: unknown}) => void)[] = [];
  const opener = {postMessage: (data: unknown, target: string) => posted.push([data, target])};
  const window = {
    opener,
    location: {origin},
    addEventListener: (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener),
    removeEventListener: (_type: string, listener: (typeof listeners)[number]) =>
      listeners.splice(listeners.indexOf(listener), 1),
  };
  const json = /id="cms-auth-message">([^<]*)</.exec(page.html)?.[1] ?? '';
  const document = {getElementById: (id: string) => (id === 'cms-auth-message' ? {textContent: json} : null)};
  runInNewContext(page.script, {window, document, JSON});
  const send = (event: {source: unknown; origin: string; data: unknown}) => {
    for (const listener of [...listeners]) listener(event);
  };
  return {posted, opener, send, listening: () => listeners.length};
}

/** Decap's own reading of the message (decap-cms-lib-auth netlify-auth.js, `authorizeCallback`). */
function decapReads(message: string): {kind: 'success' | 'error'; data: unknown} | null {
  for (const kind of ['success', 'error'] as const) {
    if (message.startsWith(`authorization:github:${kind}:`)) {
      const match = new RegExp(`^authorization:github:${kind}:(.+)$`).exec(message);
      return {kind, data: JSON.parse(match?.[1] ?? 'null') as unknown};
    }
  }
  return null;
}

function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

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
    const app = site(options({editorOrigin: 'http://127.0.0.1:3000/'}));
    const local = await startSignIn(app, 'http://127.0.0.1:3000');
    expect(local.response.headers.get('set-cookie')).toBe(
      `cms_oauth_state=${local.state}; Max-Age=600; Path=/api/cms/; HttpOnly; SameSite=Lax`,
    );
    expect(local.location.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:3000/api/cms/callback');
  });

  it('is off without the editor’s own address', async () => {
    for (const editorOrigin of [undefined, '', 'not an address', 'ftp://szerkeszto.example.hu']) {
      const page = await popupPage(await site(options({editorOrigin})).request(`${SITE}/api/cms/auth?provider=github`));
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

describe('GET /api/cms/callback', () => {
  it('hands the token to the editor after Decap’s handshake, for an editor on the list', async () => {
    const standIn = gitHubStandIn('Writer-One');
    const app = site(options({editors: parseEditors(' WRITER-one , other')}, standIn));
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

  it('revokes at once the token GitHub issued to a person not on the list', async () => {
    const standIn = gitHubStandIn('intruder');
    const app = site(options({editors: ['writer-one']}, standIn));
    const {state} = await startSignIn(app);
    await callback(app, `code=${GOOD_CODE}&state=${state}`, `__Host-cms_oauth_state=${state}`);
    expect(standIn.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${GITHUB}/login/oauth/access_token`,
      `GET ${GITHUB_API}/user`,
      `DELETE ${GITHUB_API}/applications/${CLIENT_ID}/token`,
    ]);
    const revocation = standIn.calls[2];
    expect(JSON.parse(revocation.body)).toEqual({access_token: TOKEN});
    expect(revocation.headers.get('authorization')).toBe(
      `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(revocation.headers.get('user-agent')).not.toBeNull();
    expect([...standIn.revoked]).toEqual([TOKEN]);
    // GitHub no longer takes it.
    const user = await standIn.fetch(`${GITHUB_API}/user`, {
      headers: {Authorization: `Bearer ${TOKEN}`, 'User-Agent': 'x'},
    });
    expect(user.status).toBe(401);
  });

  it('revokes the token when nobody may sign in, and keeps an editor’s', async () => {
    const nobody = gitHubStandIn('writer-one');
    const closed = site(options({editors: []}, nobody));
    const first = await startSignIn(closed);
    await callback(closed, `code=${GOOD_CODE}&state=${first.state}`, `__Host-cms_oauth_state=${first.state}`);
    expect([...nobody.revoked]).toEqual([TOKEN]);

    const editor = gitHubStandIn('writer-one');
    const open = site(options({}, editor));
    const second = await startSignIn(open);
    await callback(open, `code=${GOOD_CODE}&state=${second.state}`, `__Host-cms_oauth_state=${second.state}`);
    expect(editor.calls.map((call) => call.method)).toEqual(['POST', 'GET']);
    expect(editor.revoked.size).toBe(0);
  });

  it('refuses a GitHub user who is not on the list, without the token in the page', async () => {
    const standIn = gitHubStandIn('intruder');
    const app = site(options({editors: ['writer-one']}, standIn));
    const {state} = await startSignIn(app);
    const response = await callback(app, `code=${GOOD_CODE}&state=${state}`, `__Host-cms_oauth_state=${state}`);
    const page = await popupPage(response);
    expect(page.status).toBe(403);
    expect(page.data).toEqual({status: 'error', content: {message: CMS_AUTH_MESSAGES.notAnEditor('intruder')}});
    expect(page.data.content.message).toMatch(/intruder GitHub-fiók nincs a szerkesztők listáján/);
    expect(page.html).not.toContain(TOKEN);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);

    const popup = runPopup(page);
    popup.send({source: popup.opener, origin: SITE, data: 'authorizing:github'});
    const message = popup.posted[1]?.[0] as string;
    expect(decapReads(message)).toEqual({kind: 'error', data: {message: CMS_AUTH_MESSAGES.notAnEditor('intruder')}});
  });

  it.each([
    ['empty', ''],
    ['missing', undefined],
    ['only invalid entries', ' , -bad-, <script>'],
  ])('refuses everybody when CMS_EDITORS is %s', async (_name, editors) => {
    const standIn = gitHubStandIn('writer-one');
    const fromEnv = cmsAuthOptionsFromEnv({
      EDITOR_URL: `${SITE}/`,
      GITHUB_CLIENT_ID: CLIENT_ID,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      CMS_EDITORS: editors,
      GITHUB_OAUTH_BASE: GITHUB,
      GITHUB_API_BASE: `${GITHUB_API}/`,
    });
    const app = site({...fromEnv, fetch: standIn.fetch});
    const {state} = await startSignIn(app);
    const page = await popupPage(
      await callback(app, `code=${GOOD_CODE}&state=${state}`, `__Host-cms_oauth_state=${state}`),
    );
    expect(page.status).toBe(403);
    expect(page.data).toEqual({status: 'error', content: {message: CMS_AUTH_MESSAGES.noEditors}});
    expect(page.html).not.toContain(TOKEN);
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
    const down = site(options({oauthBase: 'http://down.stand-in'}));
    const downPage = await popupPage(await callback(down, `code=${GOOD_CODE}&state=${state}`, cookie));
    expect([downPage.status, downPage.data.content]).toEqual([502, {message: CMS_AUTH_MESSAGES.githubUnreachable}]);

    const nonsense = site(options({fetch: async () => new Response('<html>', {status: 500})}));
    const nonsensePage = await popupPage(await callback(nonsense, `code=${GOOD_CODE}&state=${state}`, cookie));
    expect([nonsensePage.status, nonsensePage.data.content]).toEqual([
      502,
      {message: CMS_AUTH_MESSAGES.githubUnreachable},
    ]);

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const noUser = site(options({apiBase: 'http://down.stand-in'}));
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
    const broken = site(options({fetch: async () => strange as unknown as Response}));
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
    const app = site(options({editors: ['someone']}, standIn));
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

describe('configuration', () => {
  it('reads the environment, with GitHub’s own addresses by default', () => {
    expect(cmsAuthOptionsFromEnv({})).toEqual({
      editorOrigin: undefined,
      clientId: undefined,
      clientSecret: undefined,
      editors: [],
      oauthBase: undefined,
      apiBase: undefined,
    });
    expect(cmsAuthOptionsFromEnv({CMS_EDITORS: 'Alice, bob ,ALICE,,bad_login'}).editors).toEqual(['alice', 'bob']);
  });

  it('uses github.com when no OAuth base is set, or an unusable one', async () => {
    for (const oauthBase of [undefined, '', 'ftp://github.example', 'not a url']) {
      const {location} = await startSignIn(site(options({oauthBase})));
      expect(location.origin).toBe('https://github.com');
    }
  });

  it('compares states in constant time', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});
