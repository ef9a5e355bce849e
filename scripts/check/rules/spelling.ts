import type {Image, Text} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {region} from '../../../src/data/region';
import {findingAt, type Rule, type RuleContext, type Speller} from '../../../src/lib/check/context';
import type {Finding} from '../../../src/lib/check/finding';
import type {MdxDocument} from '../../../src/lib/check/mdxDocument';
import {lineColumn} from '../../../src/lib/check/rules/patterns';
import {ruleTexts} from '../../../src/lib/check/ruleTexts';
import {evaluateAttributes, type PropString} from '../../../src/lib/mdxProps/jsxProps';
import {unknownWords} from '../../spelling/words';
import {codeJsonSpans} from '../contexts';

/** The built region's allowlist (`scripts/spelling/allowlist.txt` for Hungarian). */
const ALLOWLIST_PATH = region.spelling.allowlistFile;
const TEXT = ruleTexts.spelling;

/** A piece of prose with the place in the file where it starts. */
export type ProseAt = Pick<Finding, 'line' | 'column'> & {text: string};

/**
 * Spelling (Hunspell with the region's dictionary, plus the allowlist) of a page's prose and of code.json's
 * strings; the collections check spells its entries itself.
 */
export const spellingRule: Rule = {
  id: 'spelling',
  check: (context) =>
    context.speller
      ? spellingFindings(proseFor(context), context.speller).map(({line, column, message, fix}) =>
          findingAt(context, 'spelling', {line, column}, message, fix),
        )
      : [],
};

function proseFor(context: RuleContext): ProseAt[] {
  if (context.page) return proseOf(context.page.document);
  if (context.kind !== 'json') return [];
  // A code.json message with its placeholders (`{year}`) blanked out, column for column.
  return codeJsonSpans(context.text).map(([start, end]) => ({
    text: context.text.slice(start, end).replace(/\{\w+\}/g, (placeholder) => ' '.repeat(placeholder.length)),
    ...lineColumn(context.text, start),
  }));
}

/** Props whose strings are not prose: link targets, ids, levels, file paths. */
const CODE_PROP =
  /(^|\.)(to|href|src|id|headingLevel|section|className|variant|cards|board|hand|kind|fact|name|offer)$|To$/;

/** The prose of a page, as pieces with their place in the file. */
function proseOf(document: MdxDocument): ProseAt[] {
  const prose: ProseAt[] = [];
  for (const key of ['title', 'description', 'name']) {
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
    for (const {path, value, line, column} of strings) {
      if (!CODE_PROP.test(path.replace(/\[\d+\]/g, ''))) prose.push({text: value, line, column});
    }
  });
  return prose;
}

/** Line and column of an offset inside a prose piece that may span lines. */
function positionIn(piece: ProseAt, offset: number): {line: number; column: number} {
  const {line, column} = lineColumn(piece.text, offset);
  return line === 1 ? {line: piece.line, column: piece.column + offset} : {line: piece.line + line - 1, column};
}

export function spellingFindings(prose: ProseAt[], speller: Speller): Omit<Finding, 'file' | 'rule'>[] {
  const findings: Omit<Finding, 'file' | 'rule'>[] = [];
  for (const piece of prose) {
    for (const {word, offset} of unknownWords(piece.text, speller)) {
      const suggestions = speller.suggest(word);
      findings.push({
        ...positionIn(piece, offset),
        message: TEXT.unknownWord(word),
        fix:
          (suggestions.length > 0 ? TEXT.suggest(suggestions.join(', ')) : TEXT.noSuggestion) +
          TEXT.allowlist(ALLOWLIST_PATH),
      });
    }
  }
  return findings;
}
