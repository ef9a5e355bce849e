/**
 * What a visitor reads of a JavaScript or TypeScript syntax tree (ESTree: a data file, or an expression or prop
 * of an MDX page): string literals, the text of template literals and JSX text, as spans of the file. Strings
 * under keys that hold links, ids or settings, strings that look like paths or URLs, and module names are code.
 */
import type {Span} from './mask';

/** JSX props whose string value is never shown (links, ids, levels, card codes). */
export const HIDDEN_ATTRIBUTE =
  /^(?:to|href|ctaTo|secondaryTo|id|kind|className|headingLevel|src|cards|board|card|key)$/;

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

/** Fields that never hold visible text: positions, comments, module names. */
const SKIPPED_FIELDS = new Set(['type', 'range', 'loc', 'start', 'end', 'comments', 'tokens', 'parent', 'source']);

function isNode(value: unknown): value is EsNode {
  return value !== null && typeof value === 'object' && typeof (value as {type?: unknown}).type === 'string';
}

function nameOf(node: unknown): string {
  if (!isNode(node)) return '';
  if (node.type === 'Identifier' || node.type === 'JSXIdentifier') return String(node.name);
  if (node.type === 'Literal') return String(node.value);
  return '';
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
