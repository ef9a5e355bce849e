import {type Context, Hono} from 'hono';
import {generateCookie, getCookie} from 'hono/cookie';
import {timingSafeEqual} from 'hono/utils/buffer';
import {encodeBase64Url} from 'hono/utils/encode';

import {editorOriginOf, httpUrlOf} from '../editorOrigin';
import {CMS_AUTH_MESSAGES, failure, NO_STORE, popup} from './cmsAuthPopup';
import {exchangeCode, type GitHubSettings, LOGIN_PATTERN, revokeToken, SignInError, userLogin} from './githubOAuth';

/**
 * The writers' editor's GitHub sign-in, an OAuth provider for Decap's popup (decap-cms-lib-auth
 * `netlify-auth.js`); the contract: docs/architecture.md, "Runtime contracts". The token never appears in a
 * URL, a cookie or a log; the client secret only in the request to GitHub. The allow-list decides who gets a
 * token here; what a token may change is still decided by the person's rights on the repository.
 */

export interface CmsAuthOptions {
  env?: Record<string, string | undefined>;
  /** the `fetch` that reaches GitHub (tests pass a stand-in) */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

const PROVIDER = 'github';
const STATE_COOKIE = 'cms_oauth_state';
const STATE_MAX_AGE_SECONDS = 600;
/** 32 random bytes, base64url without padding */
const STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

interface SignInSettings extends GitHubSettings {
  editorOrigin: string;
}

const isHttps = (settings: SignInSettings): boolean => settings.editorOrigin.startsWith('https:');

/** The path the routes are mounted at, with its slash (`/api/cms/`): the one part taken from the request. */
const routeBase = (c: Context): string => c.req.path.replace(/[^/]*$/, '');

/** GitHub's `redirect_uri`: the editor's address as configured. */
const callbackUrl = (c: Context, settings: SignInSettings): string => `${settings.editorOrigin}${routeBase(c)}callback`;

/**
 * The state cookie. Over https it is a `__Host-` cookie, which browsers accept only with `Path=/`; over
 * plain http (local runs) it is scoped to the routes' own path.
 */
function stateCookie(c: Context, settings: SignInSettings, value: string, maxAge: number): string {
  return generateCookie(STATE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    maxAge,
    ...(isHttps(settings) ? {prefix: 'host' as const, secure: true, path: '/'} : {path: routeBase(c)}),
  });
}

function settingsOf({env = {}, fetch: fetchGitHub}: CmsAuthOptions): SignInSettings | null {
  const clientId = env.GITHUB_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim() ?? '';
  const editorOrigin = editorOriginOf(env.EDITOR_URL);
  if (clientId === '' || clientSecret === '' || editorOrigin === null) return null;
  return {
    editorOrigin,
    clientId,
    clientSecret,
    editors: parseEditors(env.CMS_EDITORS),
    oauthBase: serviceBase(env.GITHUB_OAUTH_BASE, 'https://github.com'),
    apiBase: serviceBase(env.GITHUB_API_BASE, 'https://api.github.com'),
    fetch: fetchGitHub ?? ((input, init) => fetch(input, init)),
  };
}

async function requireEditor(settings: SignInSettings, token: string): Promise<void> {
  const login = await userLogin(settings, token);
  if (settings.editors.length === 0) throw new SignInError(CMS_AUTH_MESSAGES.noEditors, 403);
  if (!settings.editors.includes(login.toLowerCase())) throw new SignInError(CMS_AUTH_MESSAGES.notAnEditor(login), 403);
}

export function createCmsAuthApi(options: CmsAuthOptions = {}): Hono {
  const api = new Hono();
  const settings = settingsOf(options);

  // Before the GET handlers, which Hono also runs for HEAD: a HEAD (a link checker, a prefetch) never starts or
  // finishes a sign-in.
  api.use('*', async (c, next) => {
    if (c.req.method !== 'HEAD') return next();
    return c.body(null, 200, {'Cache-Control': NO_STORE});
  });

  api.get('/auth', async (c) => {
    if (!settings) return popup(c, failure(CMS_AUTH_MESSAGES.notConfigured), 503);
    const provider = c.req.query('provider');
    if (provider !== undefined && provider !== PROVIDER) {
      return popup(c, failure(CMS_AUTH_MESSAGES.unsupportedProvider), 400);
    }
    const state = encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)).buffer).replace(/=+$/, '');
    const authorize = new URL(`${settings.oauthBase}/login/oauth/authorize`);
    authorize.search = new URLSearchParams({
      client_id: settings.clientId,
      scope: 'repo',
      state,
      redirect_uri: callbackUrl(c, settings),
    }).toString();
    return c.body(null, 302, {
      Location: authorize.toString(),
      'Set-Cookie': stateCookie(c, settings, state, STATE_MAX_AGE_SECONDS),
      'Cache-Control': NO_STORE,
    });
  });

  api.get('/callback', async (c) => {
    if (!settings) return popup(c, failure(CMS_AUTH_MESSAGES.notConfigured), 503);
    const clear = {'Set-Cookie': stateCookie(c, settings, '', 0)};
    const expected = getCookie(c, STATE_COOKIE, isHttps(settings) ? 'host' : undefined) ?? '';
    const state = c.req.query('state') ?? '';
    // Nothing goes to GitHub unless the state is the one this browser's sign-in put in its cookie.
    if (!STATE_PATTERN.test(expected) || !(await timingSafeEqual(state, expected))) {
      return popup(c, failure(CMS_AUTH_MESSAGES.forgedRequest), 403, clear);
    }
    if (c.req.query('error') !== undefined) return popup(c, failure(CMS_AUTH_MESSAGES.denied), 403, clear);
    const code = c.req.query('code') ?? '';
    if (code === '' || code.length > 512) return popup(c, failure(CMS_AUTH_MESSAGES.missingCode), 400, clear);
    try {
      const token = await exchangeCode(settings, code, callbackUrl(c, settings));
      try {
        await requireEditor(settings, token);
      } catch (error) {
        // A token handed to nobody is revoked at once: a refused person never holds one, even unseen.
        if (!(await revokeToken(settings, token))) {
          console.warn('cms sign-in: GitHub did not confirm revoking the token of a refused sign-in');
        }
        throw error;
      }
      return await popup(c, {status: 'success', content: {token, provider: PROVIDER}}, 200, clear);
    } catch (error) {
      if (error instanceof SignInError) return popup(c, failure(error.userMessage), error.status, clear);
      throw error;
    }
  });

  api.all('/:route{auth|callback}', (c) =>
    c.text('Method Not Allowed', 405, {Allow: 'GET, HEAD', 'Cache-Control': NO_STORE}),
  );

  // Never the runtime's error page: the popup always reports back to the editor.
  api.onError((_error, c) => popup(c, failure(CMS_AUTH_MESSAGES.unexpected), 500));
  return api;
}

/** An http(s) base URL without its trailing slash; the default when missing or not one. */
function serviceBase(value: string | undefined, fallback: string): string {
  const url = httpUrlOf(value);
  return url ? `${url.origin}${url.pathname}`.replace(/\/+$/, '') : fallback;
}

/** `CMS_EDITORS`: comma-separated GitHub logins, case-insensitive; anything else is dropped. Empty: nobody. */
export function parseEditors(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter((entry) => LOGIN_PATTERN.test(entry)),
    ),
  ];
}
