/**
 * The built site for the content checks over HTML: its pages, its sitemap and a parsed document per page, each
 * read once per test file and kept (the checks share one file, builtSite.test.ts, so they share the reads).
 * `npm test` builds the site before Jest; alone, run `npm run build` first (or BUILD_DIR=<dir> for another
 * build).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {JSDOM} from 'jsdom';

import {ADMIN_DIR} from '../../plugins/writers-editor/adminFiles';
import {SITEMAP_FILE} from '../../site/buildFiles';
import {buildPath} from '../../site/paths';
import {readSitemapUrls} from '../../site/sitemap';

export const BUILD = buildPath();

/** The value of the first call, kept for every later one. */
function once<T>(make: () => T): () => T {
  let value: {made: T} | undefined;
  return () => (value ??= {made: make()}).made;
}

function requireBuild(): void {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error(`${BUILD} has no index.html: run \`npm run build\` first (\`npm test\` does it for you)`);
  }
}

/** Every `.html` file of the build, the writers' editor's included, relative with `/` separators, sorted. */
export const everyHtmlFile = once((): string[] => {
  requireBuild();
  return (readdirSync(BUILD, {recursive: true}) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .sort();
});

/** Every visitor page of the build (the writers' editor under `admin/` is not one: it has tests of its own). */
export const builtHtmlFiles = once((): string[] => everyHtmlFile().filter((file) => !file.startsWith(`${ADMIN_DIR}/`)));

/**
 * The sitemap's URLs, its home page URL (`https://host/base/`, the shortest) and the site routes the URLs
 * name (`https://host/base/funds/` → `/funds/`).
 */
export const sitemap = once((): {origin: string; home: string; urls: string[]; routes: string[]} => {
  requireBuild();
  const urls = readSitemapUrls(path.join(BUILD, SITEMAP_FILE));
  const home = urls
    .map((url) => new URL(url))
    .sort((a, b) => a.pathname.length - b.pathname.length)
    .at(0);
  if (!home) throw new Error(`${SITEMAP_FILE} lists no URL`);
  const base = home.pathname;
  return {
    origin: home.origin,
    home: home.href,
    urls,
    routes: urls.map((url) => `/${new URL(url).pathname.slice(base.length)}`).sort(),
  };
});

export interface BuiltPage {
  /** The file, relative to the build, e.g. `funds/index.html`. */
  file: string;
  /** The HTML as the build wrote it (minified: attributes unquoted where they can be). */
  html: string;
  /** The parsed page: read it, never change it (every check of the file shares it). */
  document: Document;
}

// One window's parser for every page: the documents it makes run no script and load nothing, and no window is
// built per page (the dearest part of a `new JSDOM(html)`).
const {window} = new JSDOM();
const parser = new window.DOMParser();
const pages = new Map<string, BuiltPage>();

/** A built page, read and parsed on first use. */
export function builtPage(file: string): BuiltPage {
  let page = pages.get(file);
  if (!page) {
    const html = readFileSync(path.join(BUILD, file), 'utf8');
    page = {file, html, document: parser.parseFromString(html, 'text/html')};
    pages.set(file, page);
  }
  return page;
}

/**
 * The text of `root` as `textContent` gives it once the named elements are removed (`['script', 'style']`: what
 * a visitor reads), without removing them from the shared document.
 */
export function textWithout(root: Element, names: readonly string[]): string {
  const {NodeFilter} = window;
  const skipped = new Set(names);
  const walker = root.ownerDocument.createTreeWalker(
    root,
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT | NodeFilter.SHOW_CDATA_SECTION,
    (node) => (skipped.has((node as Element).localName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  );
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType !== node.ELEMENT_NODE) text += node.nodeValue ?? '';
  }
  return text;
}
