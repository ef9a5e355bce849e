/**
 * Odds and ratios with no-break spaces (U+00A0) around the colon: `5 : 1`, as the odds tables print them, so the
 * ratio never breaks across two lines.
 */

import {NBSP} from '../../../src/lib/format/number';
import type {Rule} from '../context';
import {findPattern} from './patterns';

const ID = 'arany';

export const ratio: Rule = {
  id: ID,
  title: 'Arány és esély nem törő szóközzel (U+00A0) a kettőspont körül: 5 : 1, nem 5:1.',
  // A single digit after the colon is a ratio ("5:1"); two digits are a clock time ("00:00").
  check: (context) =>
    findPattern(context, ID, /(?<![\d:])(\d+(?:,\d+)?)([ \u00a0]?):([ \u00a0]?)(\d)(?![\d:])/g, (m) =>
      // "5 : 1" is right; "PLO-5: 5" is a label followed by its value.
      (m[2] === NBSP && m[3] === NBSP) || (!m[2] && m[3])
        ? null
        : {
            message:
              m[2] && m[3]
                ? `Közönséges szóköz egy arányban: „${m[0]}” (a sor itt eltörhet).`
                : `Arány szóköz nélkül a kettőspont mellett: „${m[0]}”.`,
            fix: `„${m[1]}${NBSP}:${NBSP}${m[4]}”`,
          },
    ),
};
