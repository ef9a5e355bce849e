import {readFileSync} from 'node:fs';
import path from 'node:path';

import {buildIndex, type SearchHit, searchSections} from '../../src/lib/search/engine';
import {type SearchIndexFile, searchIndexPath, sectionsOfFile} from '../../src/lib/search/indexFile';
import type {SearchPair} from '../fixtures/search/queries';

/** The site search's engine on a build's own index file, as the dialog runs it. */
export async function builtSearch(buildDir: string, locale: string): Promise<(query: string) => SearchHit[]> {
  const file = JSON.parse(readFileSync(path.join(buildDir, searchIndexPath(locale)), 'utf8')) as SearchIndexFile;
  const sections = sectionsOfFile(file);
  const index = await buildIndex(sections, file.language);
  return (query) => searchSections(index, sections, query, file.language);
}

/** Whether the pair's page is among the first three results (at its section, when the pair names one). */
export function foundInFirstThree(hits: readonly SearchHit[], pair: SearchPair, baseUrl = '/'): boolean {
  const hit = hits.slice(0, 3).find((candidate) => candidate.section.url === `${baseUrl}${pair.page.slice(1)}`);
  return hit !== undefined && (pair.section === undefined || hit.section.anchor === pair.section);
}
