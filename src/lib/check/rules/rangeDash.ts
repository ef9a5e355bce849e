/** Ranges take an en dash: `0,25–200 $`, `2–3 nap`; a hyphen between two numbers with a unit is a typo. */

import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern} from './patterns';

const ID = 'nagykotojel';
const TEXT = ruleTexts[ID];

const UNITS = '%|\\$|P|óra|perc|nap|hét|hónap|év|fő|fős|munkanap';

export const rangeDash: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    findPattern(
      context,
      ID,
      new RegExp(`(?<![\\d-])(\\d+(?:,\\d+)?) ?- ?(\\d+(?:,\\d+)?)(?=[ \\u00a0]?(?:${UNITS})(?![\\p{L}]))`, 'gu'),
      (m) => ({
        message: TEXT.hyphen(m[0]),
        fix: TEXT.hyphenFix(m[1], m[2]),
      }),
    ),
};
