/**
 * The calls the sign-in makes to GitHub (`cmsAuth.ts`): the code exchanged for a token, the token's login, and
 * the token revoked when nobody may have it. Every failure of the first two is a `SignInError` with the
 * Hungarian message the popup shows.
 */
import {CMS_AUTH_MESSAGES, type PopupStatus} from './cmsAuthPopup';

const GITHUB_TIMEOUT_MS = 10_000;
/** a GitHub login: letters, digits and single inner hyphens, at most 39 characters */
export const LOGIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,37}[a-z0-9])?$/i;

export class SignInError extends Error {
  constructor(
    readonly userMessage: string,
    readonly status: PopupStatus,
  ) {
    super(userMessage);
  }
}

export interface GitHubSettings {
  clientId: string;
  clientSecret: string;
  editors: readonly string[];
  oauthBase: string;
  apiBase: string;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

/** A call to GitHub and its body when that is a JSON object; a `SignInError` when GitHub cannot be reached. */
async function callGitHub(
  settings: GitHubSettings,
  url: string,
  init: RequestInit,
): Promise<{response: Response; body: Record<string, unknown> | null}> {
  let response: Response;
  try {
    response = await settings.fetch(url, {...init, signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS)});
  } catch {
    throw new SignInError(CMS_AUTH_MESSAGES.githubUnreachable, 502);
  }
  const body: unknown = await response.json().catch(() => null);
  const isObject = body !== null && typeof body === 'object' && !Array.isArray(body);
  return {response, body: isObject ? (body as Record<string, unknown>) : null};
}

/** Code → token at GitHub. GitHub answers a refused code with 200 and `{"error": "bad_verification_code"}`. */
export async function exchangeCode(settings: GitHubSettings, code: string, redirectUri: string): Promise<string> {
  const {response, body} = await callGitHub(settings, `${settings.oauthBase}/login/oauth/access_token`, {
    method: 'POST',
    headers: {Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code,
      redirect_uri: redirectUri,
    }).toString(),
  });
  if (typeof body?.error === 'string') throw new SignInError(CMS_AUTH_MESSAGES.tokenRefused, 403);
  const token = body?.access_token;
  if (!response.ok || typeof token !== 'string' || token === '') {
    throw new SignInError(CMS_AUTH_MESSAGES.githubUnreachable, 502);
  }
  return token;
}

function apiHeaders(authorization: string): Record<string, string> {
  return {
    Accept: 'application/vnd.github+json',
    Authorization: authorization,
    // GitHub's API refuses requests without one; Workers send none of their own.
    'User-Agent': 'ggphu-site-cms-auth',
    'X-GitHub-Api-Version': '2022-11-28',
  };
}

/**
 * Revokes a token the OAuth app issued (GitHub: `DELETE /applications/{client_id}/token`, the app's id and
 * secret as basic authentication). True when GitHub confirmed it (204); never throws, so the sign-in's own
 * refusal is what the writer sees.
 */
export async function revokeToken(settings: GitHubSettings, token: string): Promise<boolean> {
  const url = `${settings.apiBase}/applications/${encodeURIComponent(settings.clientId)}/token`;
  const basic = `Basic ${btoa(`${settings.clientId}:${settings.clientSecret}`)}`;
  try {
    const {response} = await callGitHub(settings, url, {
      method: 'DELETE',
      headers: {...apiHeaders(basic), 'Content-Type': 'application/json'},
      body: JSON.stringify({access_token: token}),
    });
    return response.status === 204;
  } catch {
    return false;
  }
}

export async function userLogin(settings: GitHubSettings, token: string): Promise<string> {
  const {response, body} = await callGitHub(settings, `${settings.apiBase}/user`, {
    headers: apiHeaders(`Bearer ${token}`),
  });
  const login = body?.login;
  if (!response.ok || typeof login !== 'string' || !LOGIN_PATTERN.test(login)) {
    throw new SignInError(CMS_AUTH_MESSAGES.githubUnreachable, 502);
  }
  return login;
}
