import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Subresource integrity for the build's own scripts and stylesheets: every `<script src>` and
 * `<link rel=stylesheet href>` that names a file of the build gets `integrity="sha384-…"` of that file.
 * A tampered or truncated bundle is then refused by the browser instead of run. Third-party tags are left
 * alone (their content changes without our build). Runs after the bundler wrote the files.
 */

function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  // Exactly one of the three alternatives matched; the others are undefined at run time.
  return match ? (match.slice(1).find((value: string | undefined) => value !== undefined) ?? '') : null;
}

/** The build file a same-site URL names (base path removed), or null for other URLs. */
function buildFileOf(url: string, baseUrl: string): string | null {
  if (!url.startsWith(baseUrl) || url.startsWith('//')) return null;
  const relative = url.slice(baseUrl.length).split(/[?#]/)[0] ?? '';
  if (relative === '' || relative.split('/').some((part) => part === '..' || part === '')) return null;
  return relative;
}

/** The HTML with integrity on every local script and stylesheet tag that lacks it. */
async function withIntegrity(
  html: string,
  baseUrl: string,
  integrityFor: (relative: string) => Promise<string | null>,
): Promise<string> {
  const pattern = /<script\b[^>]*>|<link\b[^>]*>/gi;
  const replacements = new Map<string, string>();
  for (const [tag] of html.matchAll(pattern)) {
    if (replacements.has(tag) || attribute(tag, 'integrity') !== null) continue;
    const isScript = tag.toLowerCase().startsWith('<script');
    if (!isScript && (attribute(tag, 'rel') ?? '').toLowerCase() !== 'stylesheet') continue;
    const url = attribute(tag, isScript ? 'src' : 'href');
    const file = url === null ? null : buildFileOf(url, baseUrl);
    const integrity = file === null ? null : await integrityFor(file);
    if (integrity === null) continue;
    const name = isScript ? '<script' : '<link';
    replacements.set(tag, `${name} integrity="${integrity}"${tag.slice(name.length)}`);
  }
  return html.replace(pattern, (tag) => replacements.get(tag) ?? tag);
}

/** Adds integrity to every HTML file of the build. */
export async function addIntegrityToBuild(outDir: string, baseUrl: string, htmlFiles: string[]): Promise<void> {
  const cache = new Map<string, Promise<string | null>>();
  const integrityFor = (relative: string): Promise<string | null> => {
    let found = cache.get(relative);
    if (!found) {
      found = fs.readFile(path.join(outDir, relative)).then(integrityOf, () => null);
      cache.set(relative, found);
    }
    return found;
  };
  for (const file of htmlFiles) {
    const html = await fs.readFile(file, 'utf8');
    const next = await withIntegrity(html, baseUrl, integrityFor);
    if (next !== html) await fs.writeFile(file, next);
  }
}
