/**
 * Page file ↔ route, the way the pages plugin maps them with `trailingSlash: true`: `index.mdx` → `/`,
 * `funds/index.mdx` → `/funds/`, `funds/deposit-withdrawal.mdx` → `/funds/deposit-withdrawal/`, and a front
 * matter `slug` wins. The build writes each route as `<route>index.html`.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import matter from 'gray-matter';

import {PAGES_DIR, PAGES_PATH} from './paths';

const PAGE_EXTENSION = /\.mdx?$/;

/** Either separator, so a path from `path.relative` on Windows maps like one written with `/`. */
function partsOf(file: string): string[] {
  return file.split(/[\\/]/);
}

/** Whether a file below the pages folder is a page: Markdown or MDX, with no `_` file or folder on its path. */
export function isPageFile(relative: string): boolean {
  return PAGE_EXTENSION.test(relative) && !partsOf(relative).some((part) => part.startsWith('_'));
}

/** Every page file below `pagesDir`, relative and with `/`, sorted. */
export function pageFiles(pagesDir: string = PAGES_PATH): string[] {
  return (readdirSync(pagesDir, {recursive: true}) as string[])
    .map((file) => partsOf(file).join('/'))
    .filter(isPageFile)
    .sort();
}

/**
 * The route of a page file given relative to the pages folder. A `slug` is taken as Docusaurus takes it: from
 * the site root, with the slashes added. A path that leaves the folder or is no Markdown file is a caller's
 * mistake, so it throws instead of making up a route.
 */
export function routeOfPage(file: string, slug?: unknown): string {
  const parts = partsOf(file);
  if (parts[0] === '' || /^[A-Za-z]:$/.test(parts[0]) || parts.includes('..') || !PAGE_EXTENSION.test(file)) {
    throw new Error(`${file} is not a page file relative to ${PAGES_DIR} (like funds/index.mdx)`);
  }
  if (typeof slug === 'string' && slug !== '') {
    const rooted = slug.startsWith('/') ? slug : `/${slug}`;
    return rooted.endsWith('/') ? rooted : `${rooted}/`;
  }
  const route = parts
    .join('/')
    .replace(PAGE_EXTENSION, '')
    .replace(/(^|\/)index$/, '');
  return route === '' ? '/' : `/${route}/`;
}

/** Every page below `pagesDir` with its front matter and its route. */
export function pagesWithFrontMatter(pagesDir: string = PAGES_PATH): {route: string; data: Record<string, unknown>}[] {
  return pageFiles(pagesDir).map((file) => {
    const {data} = matter(readFileSync(path.join(pagesDir, file), 'utf8'));
    return {route: routeOfPage(file, data.slug), data};
  });
}

/**
 * The page files that would serve `route`, relative to the pages folder (`/` → `index.mdx`; `/funds/` →
 * `funds.mdx`, `funds/index.mdx` and their `.md` twins). Query and hash are ignored. None for a path that no
 * file can serve: not starting with one `/`, or with a `.` or `..` segment. Slugs need the front matter, so
 * they are not looked at.
 */
export function pageFilesOfRoute(route: string): string[] {
  if (!route.startsWith('/') || route.startsWith('//')) return [];
  const clean = route.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
  if (clean.split('/').some((segment) => segment === '..' || segment === '.')) return [];
  const stems = clean === '' ? ['index'] : [clean, `${clean}/index`];
  return stems.flatMap((stem) => [`${stem}.mdx`, `${stem}.md`]);
}

/** `poker-school/poker-terms/index.html` → `/poker-school/poker-terms/`; `404.html` → null (no route). */
export function routeOfBuiltHtml(file: string): string | null {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : null;
}

/** `/funds/` → `funds/index.html`: the file the build writes for a route. */
export function builtHtmlOfRoute(route: string): string {
  return `${route.replace(/^\//, '')}index.html`;
}
