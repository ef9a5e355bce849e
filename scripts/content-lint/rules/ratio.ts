/** Odds and ratios with spaces around the colon: `5 : 1`, as the odds tables print them. */

import {NBSP} from '../../../src/lib/format/number';
import {findPattern} from '../position';
import type {Rule} from '../types';

const ID = 'arany';

export const ratio: Rule = {
  id: ID,
  title: 'Arány és esély szóközzel a kettőspont körül: 5 : 1, nem 5:1.',
  // A single digit after the colon is a ratio ("5:1"); two digits are a clock time ("00:00").
  check: (doc) =>
    findPattern(doc, ID, /(?<![\d:])(\d+(?:,\d+)?)([ \u00a0]?):([ \u00a0]?)(\d)(?![\d:])/g, (m) =>
      // "5 : 1" is right; "PLO-5: 5" is a label followed by its value.
      (m[2] && m[3]) || (!m[2] && m[3])
        ? null
        : {message: `Arány szóköz nélkül a kettőspont mellett: „${m[0]}”.`, fix: `„${m[1]}${NBSP}:${NBSP}${m[4]}”`},
    ),
};
