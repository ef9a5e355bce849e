/**
 * The built site for the content checks over HTML: its pages, its sitemap and a parsed document per page.
 * `npm test` builds the site before Jest; alone, run `npm run build` first (or BUILD_DIR=<dir> for another
 * build).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {JSDOM} from 'jsdom';

export const BUILD = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');

function requireBuild(): void {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error(`${BUILD} has no index.html: run \`npm run build\` first (\`npm test\` does it for you)`);
  }
}

/** Every `.html` file of the build, relative and with `/` separators, sorted. */
export function builtHtmlFiles(): string[] {
  requireBuild();
  return (readdirSync(BUILD, {recursive: true}) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/** `poker-school/poker-terms/index.html` → `/poker-school/poker-terms/`; `404.html` → null (no route). */
export function routeOfHtml(file: string): string | null {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : null;
}

/** `/funds/` → `funds/index.html`. */
export function htmlOfRoute(route: string): string {
  return `${route.slice(1)}index.html`;
}

/**
 * The sitemap's URLs, its home page URL (`https://host/base/`, the shortest) and the site routes the URLs
 * name (`https://host/base/funds/` → `/funds/`).
 */
export function sitemap(): {origin: string; home: string; urls: string[]; routes: string[]} {
  requireBuild();
  const xml = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const home = urls
    .map((url) => new URL(url))
    .sort((a, b) => a.pathname.length - b.pathname.length)
    .at(0);
  if (!home) throw new Error('sitemap.xml lists no URL');
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
