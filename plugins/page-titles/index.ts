import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {PAGES_DIR} from '../../site/paths';
import {pagesWithFrontMatter} from '../../site/routes';
import type {PageTitlesGlobalData} from '../../src/lib/structuredData';

function readPageTitles(siteDir: string): Record<string, string> {
  const pages = pagesWithFrontMatter(path.join(siteDir, PAGES_DIR));
  const titles = pages.map(({route, data}): [string, string] => [
    route,
    typeof data.title === 'string' ? data.title.trim() : '',
  ]);
  return Object.fromEntries(titles.filter(([, title]) => title !== ''));
}

/** Build-time page titles for the breadcrumbs' structured data (src/theme/MDXPage). */
export default function pageTitlesPlugin(context: LoadContext): Plugin {
  return {
    name: 'page-titles',
    getPathsToWatch() {
      return [path.join(context.siteDir, PAGES_DIR, '**/*.{md,mdx}')];
    },
    contentLoaded({actions}) {
      const data: PageTitlesGlobalData = {titles: readPageTitles(context.siteDir)};
      actions.setGlobalData(data);
    },
  };
}
