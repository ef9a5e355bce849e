import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

import {routeOfBuiltHtml} from '../../site/routes';
import type {SearchSection} from '../../src/lib/search/engine';
import {
  SEARCH_LABEL_DEFAULTS,
  type SearchIndexFile,
  searchIndexPath,
  type SearchLabels,
  storedSections,
} from '../../src/lib/search/indexFile';
import {searchLanguageOf} from '../../src/lib/search/terms';
import {compoundSplitter} from './compoundParts';
import {sectionsOfPage} from './sections';

/**
 * The site search's index, built from the production build: every page the build rendered, as visitors read it
 * (`sections.ts`), one file per build (a region and its language) at `search/<locale>.json`, with the search
 * dialog's texts from the locale's `code.json`. A writer's new page is in it after the next build.
 *
 * Order among the post-build steps: after the pages exist and before precompression, so that the index gets its
 * Brotli and gzip variants. It reads the pages only, so it may run before or after the integrity and CSP steps;
 * the index is fetched, not run, and needs no hash or integrity of its own.
 */

type CodeMessages = Record<string, {message: string} | undefined>;

/** The dialog's texts from the locale's `code.json`; an id it lacks (a new region's first build) is in English. */
async function labelsOf(localizationDir: string): Promise<SearchLabels> {
  const file = path.join(localizationDir, 'code.json');
  const messages = (existsSync(file) ? JSON.parse(await fs.readFile(file, 'utf8')) : {}) as CodeMessages;
  const labels = {...SEARCH_LABEL_DEFAULTS} as SearchLabels;
  for (const id of Object.keys(labels) as (keyof SearchLabels)[]) labels[id] = messages[id]?.message || labels[id];
  return labels;
}

export async function writeSearchIndex(options: {
  outDir: string;
  baseUrl: string;
  locale: string;
  localizationDir: string;
  /** the pages the build rendered (`renderedPageFiles`) */
  pages: readonly string[];
}): Promise<string> {
  const {outDir, baseUrl, locale, pages} = options;
  const language = searchLanguageOf(locale);
  const drafts = [];
  for (const file of pages) {
    if (!file.endsWith(`${path.sep}index.html`)) continue; // the error page (404.html) is no page to find
    const route = routeOfBuiltHtml(path.relative(outDir, file).split(path.sep).join('/')) ?? '/';
    drafts.push(...sectionsOfPage(await fs.readFile(file, 'utf8'), `${baseUrl}${route.slice(1)}`));
  }
  const partsOf = compoundSplitter(
    drafts.map((draft) => `${draft.title} ${draft.heading} ${draft.text}`),
    language,
  );
  const sections: SearchSection[] = drafts.map((draft) => ({
    ...draft,
    parts: partsOf(`${draft.title} ${draft.heading} ${draft.text}`),
  }));
  const file: SearchIndexFile = {
    language,
    contactUrl: `${baseUrl}contact/`,
    labels: await labelsOf(options.localizationDir),
    ...storedSections(sections),
  };
  const target = path.join(outDir, searchIndexPath(locale));
  await fs.mkdir(path.dirname(target), {recursive: true});
  await fs.writeFile(target, JSON.stringify(file));
  return target;
}
