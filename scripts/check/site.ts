/**
 * The site as the checks see it: every MDX page, its route (the same file → route rule Docusaurus applies,
 * with a front matter `slug` winning) and the anchors each route has (heading ids by the site's heading-id
 * rule, custom `{/* #id *\/}` ids, FaqList question ids).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

import type {Heading, PhrasingContent, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {PAGES_PATH, SITE_ROOT} from '../../site/paths';
import {pageFiles, routeOfPage} from '../../site/routes';
import {collectionDir, slugOfFile} from '../../src/lib/collections/paths';
import type {CollectionKind} from '../../src/lib/collections/types';
import {uniqueHeadingIds} from '../../src/lib/headingId';
import {evaluateAttributes} from '../../src/lib/mdxProps/jsxProps';
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
    routes.set(routeOfPage(relative, document.frontMatter.slug), anchorsOf(document.tree));
  }
  return {pagesDir, documents, routes};
}

function headingText(children: PhrasingContent[]): {text: string; customId?: string} {
  let text = '';
  let customId: string | undefined;
  for (const child of children) {
    if (child.type === 'mdxTextExpression') {
      customId = /^\s*\/\*\s*#([\w-]+)\s*\*\/\s*$/.exec(child.value)?.[1] ?? customId;
    } else if ('value' in child) {
      text += child.value;
    } else if ('children' in child) {
      text += headingText(child.children).text;
    }
  }
  return customId ? {text, customId} : {text};
}

function anchorsOf(tree: Root | null): Set<string> {
  const anchors = new Set<string>();
  if (!tree) return anchors;
  const headings: {text: string; customId?: string}[] = [];
  visit(tree, 'heading', (node: Heading) => {
    headings.push(headingText(node.children));
  });
  const ids = uniqueHeadingIds(headings.map((heading) => heading.text));
  headings.forEach((heading, index) => anchors.add(heading.customId ?? ids.at(index) ?? ''));
  // FaqList renders each question as a heading whose id comes from the question text.
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'FaqList') return;
    const items = evaluateAttributes(node.attributes).items;
    if (!Array.isArray(items)) return;
    const questions = items.map((item) => (isRecord(item) && typeof item.question === 'string' ? item.question : ''));
    for (const id of uniqueHeadingIds(questions)) anchors.add(id);
  });
  // A collection list renders each entry as a card whose heading id is the entry's slug.
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    const kind = node.name === null ? undefined : LIST_COLLECTIONS[node.name];
    if (kind) for (const slug of collectionSlugs(kind)) anchors.add(slug);
  });
  return anchors;
}

const LIST_COLLECTIONS: Partial<Record<string, CollectionKind>> = {
  PromotionList: 'promotions',
  TournamentList: 'tournaments',
};

function collectionSlugs(kind: CollectionKind): string[] {
  try {
    return readdirSync(path.join(ROOT, collectionDir(kind))).flatMap((file) => slugOfFile(file) ?? []);
  } catch {
    return [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
