import {region} from '../../../src/data/region';
import {findingAt, type Rule, type RuleContext, type Speller} from '../../../src/lib/check/context';
import type {Finding} from '../../../src/lib/check/finding';
import {lineColumn} from '../../../src/lib/check/rules/patterns';
import {ruleTexts} from '../../../src/lib/check/ruleTexts';
import {unknownWords} from '../../spelling/checkText';
import {positionIn, type ProseAt, proseOf} from '../proseOf';
import {codeJsonSpans} from '../visible/codeJson';

/** The built region's allowlist (`scripts/spelling/allowlist.txt` for Hungarian). */
const ALLOWLIST_PATH = region.spelling.allowlistFile;
const TEXT = ruleTexts.spelling;

/**
 * Spelling in the region's language (Hunspell with its dictionary, Magyar for Hungary, plus the allowlist) of a page's prose and of the
 * interface strings in code.json. Collection entries are spelled by the collections check with their own pieces.
 */
export const spellingRule: Rule = {
  id: 'spelling',
  title: TEXT.title(region.spelling.dictionary, ALLOWLIST_PATH),
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
