import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import {attribute} from './htmlAttributes';

/**
 * Subresource integrity for the build's own scripts and stylesheets: every `<script src>`,
 * `<link rel=stylesheet href>` and script or style preload that names a file of the build gets
 * `integrity="sha384-…"` of that file.
 * A tampered or truncated bundle is then refused by the browser instead of run. Third-party tags are left
 * alone (their content changes without our build). Runs after the bundler wrote the files.
 */

function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** The build file a same-site URL names (base path removed), or null for other URLs. */
function buildFileOf(url: string, baseUrl: string): string | null {
  if (!url.startsWith(baseUrl) || url.startsWith('//')) return null;
  const relative = url.slice(baseUrl.length).split(/[?#]/)[0] ?? '';
  if (relative === '' || relative.split('/').some((part) => part === '..' || part === '')) return null;
  return relative;
}

/** A stylesheet, or a preload of a script or stylesheet (the element that later uses it must match it). */
function isCheckedLink(tag: string): boolean {
  const rel = (attribute(tag, 'rel') ?? '').toLowerCase();
  const as = (attribute(tag, 'as') ?? '').toLowerCase();
  return rel === 'stylesheet' || (rel === 'preload' && (as === 'script' || as === 'style'));
}

/** The HTML with integrity on every local script and stylesheet tag that lacks it. */
export async function withIntegrity(
  html: string,
  baseUrl: string,
  integrityFor: (relative: string) => Promise<string | null>,
): Promise<string> {
  const pattern = /<script\b[^>]*>|<link\b[^>]*>/gi;
  const replacements = new Map<string, string>();
  for (const [tag] of html.matchAll(pattern)) {
    if (replacements.has(tag) || attribute(tag, 'integrity') !== null) continue;
    const isScript = tag.toLowerCase().startsWith('<script');
    if (!isScript && !isCheckedLink(tag)) continue;
    const url = attribute(tag, isScript ? 'src' : 'href');
    const file = url === null ? null : buildFileOf(url, baseUrl);
    const integrity = file === null ? null : await integrityFor(file);
    if (integrity === null) continue;
    const name = isScript ? '<script' : '<link';
    replacements.set(tag, `${name} integrity="${integrity}"${tag.slice(name.length)}`);
  }
  return html.replace(pattern, (tag) => replacements.get(tag) ?? tag);
}

/** The integrity of a build file by its path inside the build (null when missing); each file is read once. */
export function buildFileIntegrity(outDir: string): (relative: string) => Promise<string | null> {
  const cache = new Map<string, Promise<string | null>>();
  return (relative) => {
    let found = cache.get(relative);
    if (!found) {
      found = fs.readFile(path.join(outDir, relative)).then(integrityOf, () => null);
      cache.set(relative, found);
    }
    return found;
  };
}
