/** The site's spelling of poker terms and page names (src/data/glossary.ts): avoided forms are flagged. */

import {PAGE_NAMES, TERMS} from '../../../src/data/glossary';
import type {Rule} from '../context';
import type {Finding} from '../finding';
import {escapeRegExp, findPattern, NOT_WORD_BEFORE} from './patterns';

const ID = 'szojegyzek';

interface AvoidEntry {
  pattern: RegExp;
  preferred: string;
  what: string;
  /** the form may follow an opening bracket: „saját lapok (zsebkártyák)” */
  allowInBrackets?: boolean;
}

const ENTRIES: readonly AvoidEntry[] = [
  ...TERMS.flatMap((term) =>
    term.avoid.map((form) => ({
      // Whole words at the start; endings may follow (előflop → előflopos is flagged too).
      pattern: new RegExp(`${NOT_WORD_BEFORE}${escapeRegExp(form)}`, term.caseSensitive ? 'gu' : 'giu'),
      preferred: term.preferred,
      what: 'kifejezése',
      allowInBrackets: term.allowInBrackets,
    })),
  ),
  ...PAGE_NAMES.flatMap((page) =>
    page.avoid.map((form) => ({
      pattern: new RegExp(`${NOT_WORD_BEFORE}${escapeRegExp(form)}`, 'giu'),
      preferred: `${page.name} (${page.route})`,
      what: 'oldalneve',
    })),
  ),
];

export const glossaryTerms: Rule = {
  id: ID,
  title: 'A szójegyzék (src/data/glossary.ts) szerinti kifejezés és oldalnév: preflop, kisvak, Házirend…',
  check: (context) =>
    ENTRIES.flatMap((entry): Finding[] =>
      findPattern(context, ID, entry.pattern, (m) =>
        entry.allowInBrackets && context.visible[m.index - 1] === '('
          ? null
          : {
              message: `Nem a webhely ${entry.what}: „${m[0]}”.`,
              fix: `„${entry.preferred}”`,
            },
      ),
    ),
};
