/** The site's spelling of poker terms and page names (src/data/glossary.ts): avoided forms are flagged. */

import {PAGE_NAMES, TERMS} from '../../../data/glossary';
import type {Rule} from '../context';
import type {Finding} from '../finding';
import {ruleTexts} from '../ruleTexts';
import {escapeRegExp, findPattern, NOT_WORD_BEFORE} from './patterns';

const ID = 'szojegyzek';
const TEXT = ruleTexts[ID];

interface AvoidEntry {
  pattern: RegExp;
  preferred: string;
  message: (found: string) => string;
  /** the form may follow an opening bracket: „saját lapok (zsebkártyák)” */
  allowInBrackets?: boolean;
}

const ENTRIES: readonly AvoidEntry[] = [
  ...TERMS.flatMap((term) =>
    term.avoid.map((form) => ({
      // Whole words at the start; endings may follow (előflop → előflopos is flagged too).
      pattern: new RegExp(`${NOT_WORD_BEFORE}${escapeRegExp(form)}`, term.caseSensitive ? 'gu' : 'giu'),
      preferred: term.preferred,
      message: TEXT.notTerm,
      allowInBrackets: term.allowInBrackets,
    })),
  ),
  ...PAGE_NAMES.flatMap((page) =>
    page.avoid.map((form) => ({
      pattern: new RegExp(`${NOT_WORD_BEFORE}${escapeRegExp(form)}`, 'giu'),
      preferred: `${page.name} (${page.route})`,
      message: TEXT.notPageName,
    })),
  ),
];

export const glossaryTerms: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    ENTRIES.flatMap((entry): Finding[] =>
      findPattern(context, ID, entry.pattern, (m) =>
        entry.allowInBrackets && context.visible[m.index - 1] === '('
          ? null
          : {
              message: entry.message(m[0]),
              fix: TEXT.fix(entry.preferred),
            },
      ),
    ),
};
