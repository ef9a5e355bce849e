/**
 * Every link target a page writes, with its place: Markdown links, and the route props of components
 * (`to`, `href`, `ctaTo`, `items[0].to`…). Images are not links (see the image rule).
 */
import type {Definition, Link, Root} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {evaluateAttributes, type PropString} from '../mdxProps/jsxProps';

export interface LinkAt {
  url: string;
  line: number;
  column: number;
}

/** A prop (or object key) that holds a link target. */
const LINK_PROP = /(^|\.)(to|href)$|To$/;

export function linksOf(tree: Root): LinkAt[] {
  const links: LinkAt[] = [];
  visit(tree, ['link', 'definition'], (node) => {
    const {url, position} = node as Link | Definition;
    links.push({url, line: position?.start.line ?? 1, column: position?.start.column ?? 1});
  });
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const strings: PropString[] = [];
    evaluateAttributes((node as MdxJsxFlowElement | MdxJsxTextElement).attributes, strings);
    for (const string of strings) {
      const key = string.path.replace(/\[\d+\]/g, '');
      if (LINK_PROP.test(key)) links.push({url: string.value, line: string.line, column: string.column});
    }
  });
  return links;
}
