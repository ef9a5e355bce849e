/**
 * The shared setup of the editor's GitHub sign-in tests (`cmsAuth.*.test.ts`): a stand-in of GitHub's OAuth
 * endpoints reached through an injected `fetch`, the API mounted as the edge mounts it, and readers of the popup
 * page the callback answers with (its data, its CSP, its script run with a stand-in window and opener).
 */
import {createHash} from 'node:crypto';
import {runInNewContext} from 'node:vm';

import {Hono} from 'hono';

import {createApiApp} from '@site/server/core/api';
import type {CmsAuthOptions} from '@site/server/core/api/cmsAuth';
import {securityHeadersMiddleware} from '@site/server/core/securityHeaders';

export const SITE = 'https://www.example.hu';
export const GITHUB = 'http://github.stand-in';
export const GITHUB_API = 'http://api.github.stand-in';
export const CLIENT_ID = 'Iv1.standin-client';
export const CLIENT_SECRET = 'stand-in-client-secret-0123456789';
export const GOOD_CODE = 'good-code';
export const TOKEN = 'gho_StandInToken0123456789';

/** A stand-in of GitHub's OAuth token endpoint and `GET /user`, reached through an injected `fetch`. */
export interface GitHubCall {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

export function gitHubStandIn(login = 'Writer-One') {
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

/** The sign-in's environment with the GitHub stand-in (`env` overrides a variable). */
export function options(
  env: Record<string, string | undefined> = {},
  standIn: Pick<CmsAuthOptions, 'fetch'> = gitHubStandIn(),
): CmsAuthOptions {
  return {
    env: {
      EDITOR_URL: SITE,
      GITHUB_CLIENT_ID: CLIENT_ID,
      GITHUB_CLIENT_SECRET: CLIENT_SECRET,
      CMS_EDITORS: 'writer-one',
      GITHUB_OAUTH_BASE: GITHUB,
      GITHUB_API_BASE: GITHUB_API,
      ...env,
    },
    fetch: standIn.fetch,
  };
}

/** The API as the edge mounts it, behind the site's security headers (no manifest: the strict visitor policy). */
export function site(cmsAuth: CmsAuthOptions): Hono {
  const root = new Hono();
  root.use('*', securityHeadersMiddleware({loadManifest: async () => null}));
  root.route('/api', createApiApp({cmsAuth}));
  return root;
}

export async function startSignIn(app: Hono, origin = SITE, headers: Record<string, string> = {}) {
  const response = await app.request(`${origin}/api/cms/auth?provider=github&site_id=www.example.hu&scope=repo`, {
    headers,
  });
  const location = new URL(response.headers.get('location') ?? 'about:blank');
  return {response, location, state: location.searchParams.get('state') ?? ''};
}

export function callback(app: Hono, query: string, cookie?: string) {
  return app.request(`${SITE}/api/cms/callback?${query}`, {headers: cookie ? {Cookie: cookie} : {}});
}

export interface PopupPage {
  status: number;
  html: string;
  csp: string;
  data: {status: string; content: Record<string, unknown>};
  script: string;
}

export async function popupPage(response: Response): Promise<PopupPage> {
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
export function runPopup(page: PopupPage, origin = SITE) {
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
export function decapReads(message: string): {kind: 'success' | 'error'; data: unknown} | null {
  for (const kind of ['success', 'error'] as const) {
    if (message.startsWith(`authorization:github:${kind}:`)) {
      const match = new RegExp(`^authorization:github:${kind}:(.+)$`).exec(message);
      return {kind, data: JSON.parse(match?.[1] ?? 'null') as unknown};
    }
  }
  return null;
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
