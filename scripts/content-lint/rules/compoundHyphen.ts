/** Name + common noun compounds take a hyphen: GGPoker-kliens, Hold'em-asztal, Omaha-útmutató. */

import {COMPOUNDS} from '../../../src/data/glossary';
import {escapeRegExp, findPattern, NOT_WORD_BEFORE} from '../position';
import type {Finding, Rule} from '../types';

const ID = 'kotojeles-osszetetel';

const NAMES = COMPOUNDS.names.map(escapeRegExp).join('|');

export const compoundHyphen: Rule = {
  id: ID,
  title:
    "Név + köznév kötőjellel: GGPoker-kliens, Texas Hold'em-asztal, Omaha-útmutató (a birtokos alak, „a GGPoker kliense”, helyes).",
  check: (doc) =>
    COMPOUNDS.nouns.flatMap(({noun, possessive}): Finding[] =>
      findPattern(
        doc,
        ID,
        new RegExp(`${NOT_WORD_BEFORE}(${NAMES})[ \\u00a0](${escapeRegExp(noun)})(\\p{L}*)`, 'gu'),
        (m) => {
          const ending = m[3];
          if (ending && possessive.includes(ending[0])) return null;
          return {
            message: `Hiányzó kötőjel a név és a köznév között: „${m[0]}”.`,
            fix: `„${m[1]}-${m[2]}${ending}”`,
          };
        },
      ),
    ),
};
