import type {Context} from 'hono';
import {encodeBase64} from 'hono/utils/encode';

import {editorPage} from '../../../site/editorPage';
import {keepOwnContentSecurityPolicy} from '../securityHeaders';

/** The page the sign-in popup ends on (`cmsAuth.ts`), in Hungarian for the writers. */
export const CMS_AUTH_MESSAGES = {
  notConfigured:
    'A szerkesztő bejelentkezése nincs beállítva ezen a szerveren (hiányzik a szerkesztő saját címe, a GitHub OAuth-alkalmazás azonosítója vagy titkos kulcsa). Szólj az üzemeltetőknek.',
  unsupportedProvider: 'Ez a bejelentkezés csak GitHub-fiókkal működik.',
  forgedRequest:
    'A bejelentkezést elutasítottuk: a kérés nem ebből a böngészőből indított bejelentkezéshez tartozik, vagy a bejelentkezés lejárt (10 perc). Zárd be ezt az ablakot, és kezdd újra a szerkesztőben.',
  denied:
    'A GitHub-bejelentkezés megszakadt vagy elutasítottad a hozzáférést. Zárd be ezt az ablakot, és próbáld újra.',
  missingCode: 'A GitHub nem küldött bejelentkezési kódot. Zárd be ezt az ablakot, és próbáld újra.',
  tokenRefused:
    'A GitHub nem adott hozzáférést: a bejelentkezési kód érvénytelen, lejárt vagy már felhasználták. Zárd be ezt az ablakot, és próbáld újra.',
  githubUnreachable: 'A GitHub most nem érhető el vagy hibásan válaszolt. Próbáld újra néhány perc múlva.',
  noEditors:
    'Jelenleg senki sem jelentkezhet be a szerkesztőbe: a szerkesztők listája (CMS_EDITORS) üres. Szólj az üzemeltetőknek.',
  notAnEditor: (login: string) =>
    `A(z) ${login} GitHub-fiók nincs a szerkesztők listáján, ezért nem jelentkezhet be. Ha szerkesztenél, kérd az üzemeltetőket, hogy vegyenek fel a CMS_EDITORS listára.`,
  unexpected: 'Váratlan hiba történt a bejelentkezés közben. Zárd be ezt az ablakot, és próbáld újra.',
  success: 'Sikeres bejelentkezés. Ez az ablak magától bezárul; ha mégsem, zárd be, és folytasd a szerkesztőben.',
} as const;

/**
 * The popup's one script: Decap's handshake. Fixed text — its hash is the page's CSP — so the data comes from
 * the JSON block `#cms-auth-message`: `{"status": "success" | "error", "content": {…}}`.
 */
export const POPUP_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('cms-auth-message').textContent);
  var opener = window.opener;
  var origin = window.location.origin;
  if (!opener) return;
  function answer(event) {
    if (event.source !== opener || event.origin !== origin || event.data !== 'authorizing:github') return;
    window.removeEventListener('message', answer);
    opener.postMessage('authorization:github:' + data.status + ':' + JSON.stringify(data.content), origin);
  }
  window.addEventListener('message', answer);
  opener.postMessage('authorizing:github', origin);
})();`;

let policy: Promise<string> | null = null;

/** The popup page's own policy (made once): its script by hash, nothing else, never framed. */
function popupPolicy(): Promise<string> {
  policy ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(POPUP_SCRIPT))
    .then((digest) =>
      [
        "default-src 'none'",
        `script-src 'sha256-${encodeBase64(digest)}'`,
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  return policy;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** JSON that cannot end its `<script>` block or open a comment inside it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export type PopupResult =
  {status: 'success'; content: {token: string; provider: 'github'}} | {status: 'error'; content: {message: string}};

function popupHtml(result: PopupResult): string {
  const text = result.status === 'success' ? CMS_AUTH_MESSAGES.success : result.content.message;
  const heading = result.status === 'success' ? 'Bejelentkezve' : 'A bejelentkezés nem sikerült';
  return editorPage({
    lang: 'hu',
    robots: 'noindex',
    title: 'Szerkesztői bejelentkezés',
    body: `<h1>${heading}</h1>
<p>${escapeHtml(text)}</p>
<script type="application/json" id="cms-auth-message">${scriptJson(result)}</script>
<script>${POPUP_SCRIPT}</script>
`,
  });
}

export const NO_STORE = 'no-store';

export type PopupStatus = 200 | 400 | 403 | 500 | 502 | 503;

export async function popup(
  c: Context,
  result: PopupResult,
  status: PopupStatus,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  keepOwnContentSecurityPolicy(c);
  return c.html(popupHtml(result), status, {
    ...extraHeaders,
    'Cache-Control': NO_STORE,
    'Content-Security-Policy': await popupPolicy(),
  });
}

export function failure(message: string): PopupResult {
  return {status: 'error', content: {message}};
}
