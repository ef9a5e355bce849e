import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import matter from 'gray-matter';

import {PAGES_DIR} from '../../site/paths';
import {pageFiles, routeOfPage} from '../../site/routes';
import type {PageTitlesGlobalData} from '../../src/lib/structuredData';

/** Reads every page's front matter (the page files as Docusaurus finds them) for its title. */
async function readPageTitles(siteDir: string): Promise<Record<string, string>> {
  const dir = path.join(siteDir, PAGES_DIR);
  const files = pageFiles(dir);
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
