/** Ranges take an en dash: `0,25–200 $`, `2–3 nap`; a hyphen between two numbers with a unit is a typo. */

import type {Rule} from '../context';
import {findPattern} from './patterns';

const ID = 'nagykotojel';

const UNITS = '%|\\$|P|óra|perc|nap|hét|hónap|év|fő|fős|munkanap';

export const rangeDash: Rule = {
  id: ID,
  title: 'Tartomány nagykötőjellel (–): 2–3 munkanap, nem 2-3 munkanap.',
  check: (context) =>
    findPattern(
      context,
      ID,
      new RegExp(`(?<![\\d-])(\\d+(?:,\\d+)?) ?- ?(\\d+(?:,\\d+)?)(?=[ \\u00a0]?(?:${UNITS})(?![\\p{L}]))`, 'gu'),
      (m) => ({
        message: `Kötőjel egy tartományban: „${m[0]}”.`,
        fix: `„${m[1]}–${m[2]}” (nagykötőjel, szóköz nélkül)`,
      }),
    ),
};
