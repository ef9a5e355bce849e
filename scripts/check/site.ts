/**
 * The site as the checks see it: every MDX page, its route (the same file → route rule Docusaurus applies,
 * with a front matter `slug` winning) and the anchors each route has (heading ids by the site's heading-id
 * rule, custom `{/* #id *\/}` ids, FaqList question ids).
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import type {Heading, PhrasingContent, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {uniqueHeadingIds} from '../../src/lib/headingId';
import {evaluateAttributes} from './jsxProps';
import {type MdxDocument, readMdxDocument} from './mdxDocument';

export const ROOT = path.resolve(__dirname, '../..');
export const PAGES_DIR = path.join(ROOT, 'i18n/hu/docusaurus-plugin-content-pages');
export const STATIC_DIRS = [path.join(ROOT, 'static')];

export interface Site {
  pagesDir: string;
  documents: MdxDocument[];
  /** route (`/funds/`) → ids of its anchors */
  routes: Map<string, Set<string>>;
}

/** Every `.mdx` below the pages folder that becomes a page (`_`-prefixed files and folders do not). */
function pageFiles(pagesDir: string): string[] {
  return (readdirSync(pagesDir, {recursive: true}) as string[])
    .filter((file) => file.endsWith('.mdx') && !file.split(path.sep).some((part) => part.startsWith('_')))
    .sort();
}

export function routeOfFile(relative: string, frontMatter: Record<string, unknown>): string {
  if (typeof frontMatter.slug === 'string') return frontMatter.slug.replace(/\/?$/, '/');
  const withoutExt = relative
    .split(path.sep)
    .join('/')
    .replace(/\.mdx$/, '');
  const trimmed = withoutExt.replace(/(^|\/)index$/, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

export function loadSite(pagesDir: string = PAGES_DIR): Site {
  const documents = pageFiles(pagesDir).map((relative) =>
    readMdxDocument(path.join(pagesDir, relative), path.relative(ROOT, path.join(pagesDir, relative))),
  );
  const routes = new Map<string, Set<string>>();
  for (const document of documents) {
    const relative = path.relative(pagesDir, path.join(ROOT, document.file));
    routes.set(routeOfFile(relative, document.frontMatter), anchorsOf(document.tree));
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
  return anchors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
