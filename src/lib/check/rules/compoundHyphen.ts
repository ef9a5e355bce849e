/**
 * Name + common noun compounds take a hyphen: GGPoker-kliens, Hold'em-asztal, Omaha-útmutató. Also when the
 * name is a link's text and the noun follows the link (`[Texas Hold'em](/…) asztaloknál`): the fix moves the
 * noun into the link text.
 */

import {COMPOUNDS} from '../../../data/glossary';
import type {Rule} from '../context';
import type {Finding} from '../finding';
import {ruleTexts} from '../ruleTexts';
import {HIDDEN} from '../visible/mask';
import {escapeRegExp, findPattern, NOT_WORD_BEFORE} from './patterns';

const ID = 'kotojeles-osszetetel';
const TEXT = ruleTexts[ID];

const NAMES = COMPOUNDS.names.map(escapeRegExp).join('|');

export const compoundHyphen: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    COMPOUNDS.nouns.flatMap(({noun, possessive}): Finding[] =>
      findPattern(
        context,
        ID,
        // A link's target is hidden text, so a name that ends a link's text is followed by hidden characters.
        new RegExp(
          `${NOT_WORD_BEFORE}(${NAMES})(${escapeRegExp(HIDDEN)}*)[ \\u00a0](${escapeRegExp(noun)})(\\p{L}*)`,
          'gu',
        ),
        (m) => {
          const [, name, link, word, ending] = m;
          if (ending && possessive.includes(ending[0])) return null;
          return {
            message: TEXT.missing(`${name} ${word}${ending}`),
            fix: TEXT.missingFix(`${name}-${word}${ending}`, Boolean(link)),
          };
        },
      ),
    ),
};
