/**
 * A file as the text rules read it: the same length and line breaks as the file, with every character a visitor
 * never reads (code, tags, link targets, keys, ids) replaced by HIDDEN. A rule's match index is then its place
 * in the file, and no pattern can match across a hidden stretch.
 */
import type {Image, Nodes} from 'mdast';
import type {MdxJsxAttribute, MdxJsxExpressionAttribute} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {blankFigures} from '../collections/figurePlaceholders';
import {nameOf} from '../mdxProps/jsxProps';
import type {MdxDocument, Span} from './mdxDocument';

/** Stands in for a character a visitor never reads; no rule pattern matches it. */
export const HIDDEN = '\u0001';

export function maskOf(text: string, spans: Iterable<Span>): string {
  const chars: string[] = text.split('').map((char) => (char === '\n' ? '\n' : HIDDEN));
  for (const [start, end] of spans) {
    for (let index = start; index < end; index += 1) chars[index] = text[index] ?? HIDDEN;
  }
  return chars.join('');
}

/** Ambassador pages also show name, role and style. */
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

/** JSX props whose string value is never shown (links, ids, levels, card codes). */
const HIDDEN_ATTRIBUTE = /^(?:to|href|ctaTo|secondaryTo|id|kind|className|headingLevel|src|cards|board|card|key)$/;

/** Object keys (and props holding an expression) whose string values are never shown. */
const HIDDEN_KEY =
  /^(?:slug|path|langKey|routerName|imgPath|imagePath|url|platform|unit|type|target|locale|siteType|badge)$/;

const PATH_LIKE = /^(?:\/|#|\.\.?\/|https?:|mailto:|@)/;

/** The parts of an ESTree node this walk reads; acorn (MDX) and typescript-estree (data files) both give `range`. */
interface EsNode {
  type: string;
  range?: [number, number];
  [field: string]: unknown;
}

const SKIPPED_FIELDS = new Set(['type', 'range', 'loc', 'start', 'end', 'comments', 'tokens', 'parent', 'source']);

function isNode(value: unknown): value is EsNode {
  return value !== null && typeof value === 'object' && typeof (value as {type?: unknown}).type === 'string';
}

/**
 * The visible spans of `node` in `text`; `key` is the prop or object key the node is the value of (its strings
 * are code when that key holds links or ids).
 */
export function programSpans(text: string, node: unknown, key = ''): Span[] {
  const spans: Span[] = [];
  walk(text, node, key, spans);
  return spans;
}

function shows(key: string, value: string): boolean {
  return !HIDDEN_ATTRIBUTE.test(key) && !HIDDEN_KEY.test(key) && !PATH_LIKE.test(value);
}

function walk(text: string, node: unknown, key: string, spans: Span[]): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(text, item, key, spans);
    return;
  }
  if (!isNode(node) || !node.range) return;
  const [start, end] = node.range;
  switch (node.type) {
    case 'Literal':
      if (typeof node.value === 'string' && shows(key, text.slice(start + 1, end - 1)))
        spans.push([start + 1, end - 1]);
      return;
    case 'TemplateLiteral':
      templateSpans(text, node, key, spans);
      return;
    case 'JSXText':
      spans.push([start, end]);
      return;
    case 'JSXAttribute': {
      const name = nameOf(node.name);
      const value = node.value;
      if (isNode(value) && value.type === 'Literal') {
        if (!HIDDEN_ATTRIBUTE.test(name) && value.range) spans.push([value.range[0] + 1, value.range[1] - 1]);
      } else {
        walk(text, value, name, spans);
      }
      return;
    }
    case 'Property':
    case 'PropertyDefinition':
    case 'TSPropertySignature':
      // The key names the value; the key itself is code.
      if (node.computed === true) walk(text, node.key, key, spans);
      walk(text, node.value ?? node.typeAnnotation, nameOf(node.key), spans);
      return;
    case 'AssignmentPattern':
      // A default value (`target = '_self'`) is named like a property value.
      walk(text, node.right, nameOf(node.left) || key, spans);
      return;
    default:
      for (const [field, value] of Object.entries(node)) {
        if (!SKIPPED_FIELDS.has(field)) walk(text, value, key, spans);
      }
  }
}

/** The text between the backticks and `${…}`s is visible; the expressions inside are walked as code. */
function templateSpans(text: string, node: EsNode, key: string, spans: Span[]): void {
  const quasis = (node.quasis ?? []) as {value: {raw: string}}[];
  const expressions = (node.expressions ?? []) as EsNode[];
  // Parsers disagree on whether a quasi's range includes its delimiters, so the text is located from the raw strings.
  let from = (node.range?.[0] ?? 0) + 1;
  quasis.forEach((quasi, index) => {
    const to = from + quasi.value.raw.length;
    if (to > from && shows(key, text.slice(from, to))) spans.push([from, to]);
    const expression = expressions.at(index);
    if (!expression?.range) return;
    // Strings inside `${…}` are judged by their own keys, as in any expression.
    walk(text, expression, '', spans);
    from = text.indexOf('}', expression.range[1]) + 1;
  });
}

export const ENTRY_PROSE_FIELDS: ReadonlySet<string> = new Set(['title', 'summary', 'schedule']);

/** An entry field's figure placeholders are hidden: the build puts a sourced figure in their place. */
export function entryProseVisible(text: string): string {
  return blankFigures(text, HIDDEN);
}
