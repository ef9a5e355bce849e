/**
 * The Hungarian prose of a page, as pieces with their place in the file: text of paragraphs, headings, lists
 * and tables, image alt texts, the front matter's title/description/name, and the text props of components.
 * Code (imports, inline code, link targets, route props, ids) is not prose.
 */
import type {Image, Text} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import type {MdxDocument} from '../../src/lib/check/mdxDocument';
import {evaluateAttributes, type PropString} from '../../src/lib/mdxProps/jsxProps';

export interface ProseAt {
  text: string;
  line: number;
  column: number;
}

/** Props whose strings are not prose: link targets, ids, levels, file paths. */
const CODE_PROP =
  /(^|\.)(to|href|src|id|headingLevel|section|className|variant|cards|board|hand|kind|fact|name|offer)$|To$/;
const PROSE_FRONT_MATTER = ['title', 'description', 'name'];

export function proseOf(document: MdxDocument): ProseAt[] {
  const prose: ProseAt[] = [];
  for (const key of PROSE_FRONT_MATTER) {
    const value = document.frontMatter[key];
    const line = document.frontMatterLines[key];
    if (typeof value === 'string' && line) {
      const column = (document.text.split('\n')[line - 1] ?? '').indexOf(value.slice(0, 8)) + 1;
      prose.push({text: value, line, column: Math.max(column, 1)});
    }
  }
  const {tree} = document;
  if (!tree) return prose;
  visit(tree, 'text', (node: Text) => {
    const start = node.position?.start;
    if (start) prose.push({text: node.value, line: start.line, column: start.column});
  });
  visit(tree, 'image', (node: Image) => {
    const start = node.position?.start;
    if (start && node.alt) prose.push({text: node.alt, line: start.line, column: start.column + 2});
  });
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const strings: PropString[] = [];
    evaluateAttributes((node as MdxJsxFlowElement | MdxJsxTextElement).attributes, strings);
    for (const string of strings) {
      if (!CODE_PROP.test(string.path.replace(/\[\d+\]/g, ''))) {
        prose.push({text: string.value, line: string.line, column: string.column});
      }
    }
  });
  return prose;
}

/** Line and column of an offset inside a prose piece that may span lines. */
export function positionIn(piece: ProseAt, offset: number): {line: number; column: number} {
  const before = piece.text.slice(0, offset);
  const newlines = before.split('\n').length - 1;
  if (newlines === 0) return {line: piece.line, column: piece.column + offset};
  return {line: piece.line + newlines, column: offset - before.lastIndexOf('\n')};
}
