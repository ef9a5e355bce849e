/**
 * What a visitor reads of an MDX page, taken from its syntax tree: the front matter's visible fields, the text
 * of paragraphs, headings, lists, tables and links, image alt texts, string props of components (not links and
 * ids) and the strings, templates and JSX text inside expressions. Imports, code, tags and link targets are not.
 */
import type {Image, Nodes} from 'mdast';
import type {MdxJsxAttribute, MdxJsxExpressionAttribute} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import type {MdxDocument} from '../mdxDocument';
import type {Span} from './mask';
import {HIDDEN_ATTRIBUTE, programSpans} from './programText';

/** Front matter fields shown on the page (ambassador pages show name, role and style). */
const VISIBLE_FRONT_MATTER = ['title', 'description', 'name', 'role', 'style'];

export function pageSpans(document: MdxDocument): Span[] {
  const spans: Span[] = VISIBLE_FRONT_MATTER.flatMap((key) => {
    const span = document.frontMatterSpans[key];
    return span ? [span] : [];
  });
  const {tree, text} = document;
  if (!tree) return spans;
  visit(tree, (node: Nodes) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    switch (node.type) {
      case 'text':
        spans.push([start, end]);
        break;
      case 'image':
        spans.push(...altSpan(node, text, start, end));
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        spans.push(...programSpans(text, node.data?.estree));
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes) spans.push(...attributeSpans(attribute, text));
        break;
      default:
    }
  });
  return spans;
}

/** `![alt](src)`: the alt text as written, between `![` and `](`. */
function altSpan(node: Image, text: string, start: number, end: number): Span[] {
  const close = text.indexOf('](', start + 2);
  return node.alt && close !== -1 && close < end ? [[start + 2, close]] : [];
}

function attributeSpans(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute, text: string): Span[] {
  if (attribute.type === 'mdxJsxExpressionAttribute') return programSpans(text, attribute.data?.estree);
  const {name, value} = attribute;
  if (value === null || value === undefined) return [];
  if (typeof value !== 'string') return programSpans(text, value.data?.estree, name);
  const start = attribute.position?.start.offset;
  const end = attribute.position?.end.offset;
  if (HIDDEN_ATTRIBUTE.test(name) || start === undefined || end === undefined) return [];
  // `name="value"`: the text between the quotes.
  const quote = text.slice(start, end).search(/["']/);
  return quote === -1 ? [] : [[start + quote + 1, end - 1]];
}
