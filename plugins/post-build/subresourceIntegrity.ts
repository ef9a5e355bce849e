import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import {attr, type Edit, insertAttribute, type PageElement, type PageTree, tokens} from './pageTree';

/**
 * Subresource integrity for the build's own scripts and stylesheets: every `<script src>`,
 * `<link rel=stylesheet href>` and script or style preload that names a file of the build gets
 * `integrity="sha384-…"` of that file.
 * A tampered or truncated bundle is then refused by the browser instead of run. Third-party tags are left
 * alone (their content changes without our build). Runs after the bundler wrote the files.
 */

const integrityOf = (bytes: Uint8Array): string => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The build file a same-site URL names (base path removed), or null for other URLs. */
function buildFileOf(url: string, baseUrl: string): string | null {
  if (!url.startsWith(baseUrl) || url.startsWith('//')) return null;
  const relative = url.slice(baseUrl.length).split(/[?#]/)[0] ?? '';
  if (relative === '' || relative.split('/').some((part) => part === '..' || part === '')) return null;
  return relative;
}

/** A stylesheet, or a preload of a script or stylesheet (the element that later uses it must match it). */
function isCheckedLink(link: PageElement): boolean {
  const rel = tokens(link, 'rel');
  const as = (attr(link, 'as') ?? '').toLowerCase();
  return rel.includes('stylesheet') || (rel.includes('preload') && (as === 'script' || as === 'style'));
}

/** The integrity of the build file a same-site URL names (null for other URLs, missing files); each read once. */
export function urlIntegrity(outDir: string, baseUrl: string): (url: string) => Promise<string | null> {
  const cache = new Map<string, Promise<string | null>>();
  return async (url) => {
    const file = buildFileOf(url, baseUrl);
    if (file === null) return null;
    const found = cache.get(file) ?? fs.readFile(path.join(outDir, file)).then(integrityOf, () => null);
    cache.set(file, found);
    return found;
  };
}

/** Integrity on every local script and stylesheet element that lacks it, except the ones another step replaces. */
export async function integrityEdits(
  page: PageTree,
  integrityOfUrl: (url: string) => Promise<string | null>,
  replaced: ReadonlySet<PageElement> = new Set(),
): Promise<Edit[]> {
  const edits: Edit[] = [];
  for (const element of page.elements) {
    if (replaced.has(element) || attr(element, 'integrity') !== null) continue;
    const isScript = element.tagName === 'script';
    if (!isScript && !(element.tagName === 'link' && isCheckedLink(element))) continue;
    const url = attr(element, isScript ? 'src' : 'href');
    const integrity = url === null ? null : await integrityOfUrl(url);
    if (integrity !== null) edits.push(insertAttribute(element, 'integrity', integrity));
  }
  return edits;
}
