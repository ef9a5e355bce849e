/**
 * The built site for the content checks over HTML: its pages, its sitemap and a parsed document per page.
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

function requireBuild(): void {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error(`${BUILD} has no index.html: run \`npm run build\` first (\`npm test\` does it for you)`);
  }
}

/** Every `.html` file of the build, relative and with `/` separators, sorted. */
/** Every visitor page of the build (the writers' editor under `admin/` is not one: it has tests of its own). */
export function builtHtmlFiles(): string[] {
  requireBuild();
  return (readdirSync(BUILD, {recursive: true}) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith(`${ADMIN_DIR}/`))
    .sort();
}

/**
 * The sitemap's URLs, its home page URL (`https://host/base/`, the shortest) and the site routes the URLs
 * name (`https://host/base/funds/` → `/funds/`).
 */
export function sitemap(): {origin: string; home: string; urls: string[]; routes: string[]} {
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
}

function readHtml(file: string): string {
  return readFileSync(path.join(BUILD, file), 'utf8');
}

export function parseHtml(file: string): Document {
  return new JSDOM(readHtml(file)).window.document;
}
