/**
 * The site as the checks and the writers' editor see it: every MDX page, its route (the same file → route rule
 * Docusaurus applies, with a front matter `slug` winning) and the anchors each route has (heading ids by the
 * site's heading-id rule, custom `{/* #id *\/}` ids, FaqList question ids: `src/lib/check/anchors.ts`).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {anchorsOf} from '../src/lib/check/anchors';
import type {Site} from '../src/lib/check/context';
import {parseMdxDocument} from '../src/lib/check/mdxDocument';
import {collectionDir, slugOfFile} from '../src/lib/collections/paths';
import type {CollectionKind} from '../src/lib/collections/types';
import {PAGES_PATH, SITE_ROOT} from './paths';
import {pageFiles, routeOfPage} from './routes';

export function loadSite(pagesDir: string = PAGES_PATH): Site {
  const documents = pageFiles(pagesDir).map((relative) =>
    parseMdxDocument(
      readFileSync(path.join(pagesDir, relative), 'utf8'),
      path.relative(SITE_ROOT, path.join(pagesDir, relative)),
    ),
  );
  const routes = new Map<string, Set<string>>();
  for (const document of documents) {
    const relative = path.relative(pagesDir, path.join(SITE_ROOT, document.file));
    routes.set(routeOfPage(relative, document.frontMatter.slug), anchorsOf(document.tree, collectionSlugs));
  }
  return {pagesDir, documents, routes};
}

function collectionSlugs(kind: CollectionKind): string[] {
  try {
    return readdirSync(path.join(SITE_ROOT, collectionDir(kind))).flatMap((file) => slugOfFile(file) ?? []);
  } catch {
    return [];
  }
}
