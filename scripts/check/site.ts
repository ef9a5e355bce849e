/**
 * The site as the checks see it: every MDX page, its route (the same file → route rule Docusaurus applies,
 * with a front matter `slug` winning) and the anchors each route has (heading ids by the site's heading-id
 * rule, custom `{/* #id *\/}` ids, FaqList question ids: `anchors.ts`).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {PAGES_PATH, SITE_ROOT} from '../../site/paths';
import {pageFiles, routeOfPage} from '../../site/routes';
import {collectionDir, slugOfFile} from '../../src/lib/collections/paths';
import type {CollectionKind} from '../../src/lib/collections/types';
import {anchorsOf} from './anchors';
import {type MdxDocument, parseMdxDocument} from './mdxDocument';

/** The check names files relative to the site root. */
export const ROOT = SITE_ROOT;
export const STATIC_DIRS = [path.join(ROOT, 'static')];

export interface Site {
  pagesDir: string;
  documents: MdxDocument[];
  /** route (`/funds/`) → ids of its anchors */
  routes: Map<string, Set<string>>;
}

export function loadSite(pagesDir: string = PAGES_PATH): Site {
  const documents = pageFiles(pagesDir).map((relative) =>
    parseMdxDocument(
      readFileSync(path.join(pagesDir, relative), 'utf8'),
      path.relative(ROOT, path.join(pagesDir, relative)),
    ),
  );
  const routes = new Map<string, Set<string>>();
  for (const document of documents) {
    const relative = path.relative(pagesDir, path.join(ROOT, document.file));
    routes.set(routeOfPage(relative, document.frontMatter.slug), anchorsOf(document.tree, collectionSlugs));
  }
  return {pagesDir, documents, routes};
}

function collectionSlugs(kind: CollectionKind): string[] {
  try {
    return readdirSync(path.join(ROOT, collectionDir(kind))).flatMap((file) => slugOfFile(file) ?? []);
  } catch {
    return [];
  }
}
