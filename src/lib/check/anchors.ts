/** The anchors (`#id`) the site gives a page. No Node built-ins: the editor runs it too. */
import type {Heading, PhrasingContent, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import type {CollectionKind} from '../collections/types';
import {uniqueHeadingIds} from '../headingId';
import {evaluateAttributes} from '../mdxProps/jsxProps';

const LIST_COLLECTIONS: Partial<Record<string, CollectionKind>> = {
  PromotionList: 'promotions',
  TournamentList: 'tournaments',
};

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

/** `collectionSlugs`: the entries' slugs, read from their folder by the caller. */
export function anchorsOf(tree: Root | null, collectionSlugs: (kind: CollectionKind) => string[]): Set<string> {
  const anchors = new Set<string>();
  if (!tree) return anchors;
  const headings: {text: string; customId?: string}[] = [];
  visit(tree, 'heading', (node: Heading) => {
    headings.push(headingText(node.children));
  });
  const ids = uniqueHeadingIds(headings.map((heading) => heading.text));
  headings.forEach((heading, index) => anchors.add(heading.customId ?? ids.at(index) ?? ''));
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    // A collection list renders each entry as a card whose heading id is the entry's slug.
    const kind = node.name === null ? undefined : LIST_COLLECTIONS[node.name];
    if (kind) for (const slug of collectionSlugs(kind)) anchors.add(slug);
    // FaqList renders each question as a heading whose id comes from the question text.
    const items = node.name === 'FaqList' ? evaluateAttributes(node.attributes).items : undefined;
    if (!Array.isArray(items)) return;
    const questions = items.map((item: unknown) => {
      const question = (item as {question?: unknown} | null)?.question;
      return typeof question === 'string' ? question : '';
    });
    for (const id of uniqueHeadingIds(questions)) anchors.add(id);
  });
  return anchors;
}
