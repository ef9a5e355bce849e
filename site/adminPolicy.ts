/**
 * The writers' editor at `/admin/` (Decap CMS) runs under a policy of its own; the visitor pages' policy is
 * unchanged. What Decap needs and the visitor pages do not: `'unsafe-eval'` (it compiles its configuration
 * schema at run time), WebAssembly, inline styles (its components style themselves at run time), GitHub's API
 * and avatars, and uploads read from `blob:` URLs. Only on the writer's own machine (a localhost address) may it
 * also reach the local backend of `npm run edit`. It is never framed and never indexed. The preview frame is a
 * `srcdoc` document under this same policy: the site's stylesheet, its fonts and the editor's own stylesheet
 * (`src/admin/editor.css`) come from 'self'. The edge sends it (`server/core/editorOrigin.ts`),
 * and the build writes it into `_headers` (`plugins/post-build/hostFiles.ts`).
 */
export const ADMIN_PATH = 'admin/';

/** The local backend's origin (`LOCAL_BACKEND_URL` in `src/admin/decapConfig.ts`). */
export const LOCAL_BACKEND_ORIGIN = 'http://localhost:8081';

function adminPolicy(localBackend: boolean): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    `connect-src 'self' blob: https://api.github.com${localBackend ? ` ${LOCAL_BACKEND_ORIGIN}` : ''}`,
    "font-src 'self' data:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const ADMIN_CONTENT_SECURITY_POLICY = adminPolicy(false);

export const LOCAL_ADMIN_CONTENT_SECURITY_POLICY = adminPolicy(true);

/** The headers `/admin/` adds to or puts in place of the site's (the published editor's, for `_headers`). */
export const ADMIN_HEADERS = {
  'Content-Security-Policy': ADMIN_CONTENT_SECURITY_POLICY,
  'X-Robots-Tag': 'noindex, nofollow',
} as const;
