import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import matter from 'gray-matter';

/** Global data of this plugin: the front-matter title of every MDX page, by route (`/funds/` → "Pénzügyek"). */
export interface PageTitlesGlobalData {
  titles: Record<string, string>;
}

const PAGES_DIR = 'i18n/hu/docusaurus-plugin-content-pages';

/**
 * The route a page file builds to, as the pages plugin does with `trailingSlash: true`: `index.mdx` → `/`,
 * `funds/index.mdx` → `/funds/`, `funds/deposit-withdrawal.mdx` → `/funds/deposit-withdrawal/`; a front
 * matter `slug` (ambassador pages) wins.
 */
export function routeOfPage(file: string, slug?: unknown): string {
  if (typeof slug === 'string' && slug.startsWith('/')) {
    return slug.endsWith('/') ? slug : `${slug}/`;
  }
  const withoutExt = file
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
  const withoutIndex = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return withoutIndex ? `/${withoutIndex}/` : '/';
}

/** Reads every page's front matter; files and folders starting with `_` are not pages (Docusaurus skips them). */
export async function readPageTitles(siteDir: string): Promise<Record<string, string>> {
  const dir = path.join(siteDir, PAGES_DIR);
  const files = (await fs.readdir(dir, {recursive: true}))
    .filter((file) => /\.mdx?$/.test(file))
    .filter((file) => !file.split(path.sep).some((part) => part.startsWith('_')))
    .sort();
  const titles: Record<string, string> = {};
  for (const file of files) {
    const {data} = matter(await fs.readFile(path.join(dir, file), 'utf8'));
    const title = typeof data.title === 'string' ? data.title.trim() : '';
    if (title) titles[routeOfPage(file, data.slug)] = title;
  }
  return titles;
}

/** Build-time page titles for the breadcrumbs' structured data (src/theme/MDXPage). */
export default function pageTitlesPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-titles',
    getPathsToWatch() {
      return [path.join(context.siteDir, PAGES_DIR, '**/*.{md,mdx}')];
    },
    async contentLoaded({actions}) {
      const data: PageTitlesGlobalData = {titles: await readPageTitles(context.siteDir)};
      actions.setGlobalData(data);
    },
  };
}
