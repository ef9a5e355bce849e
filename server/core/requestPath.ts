/**
 * The build file a request path names, or null when it names none. The one gate between a URL and the
 * asset source (and any `Location` built from the path):
 * - outside the base path → null;
 * - an empty segment (`//`, a leading `//` after the base) → null: such a path could name an absolute
 *   file path or become a protocol-relative, off-site redirect;
 * - undecodable escapes, control characters, backslashes, `.` or `..` segments → null.
 * The result is relative to the build root: `''` for the base itself, `about-us/` for a route,
 * `assets/js/main.js` for a file.
 */
export function buildPathOf(pathname: string, baseUrl: string): string | null {
  if (!pathname.startsWith(baseUrl)) return null;
  const encoded = pathname.slice(baseUrl.length);
  let decoded: string;
  try {
    decoded = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- control characters never name a built file
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return null;
  const segments = decoded.split('/');
  // The last segment may be empty (a route's trailing slash); no other may.
  const inner = segments.slice(0, -1);
  if (inner.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const last = segments[segments.length - 1] ?? '';
  if (last === '.' || last === '..') return null;
  return decoded;
}
