/**
 * Odds and ratios with no-break spaces (U+00A0) around the colon: `5 : 1`, as the odds tables print them, so the
 * ratio never breaks across two lines.
 */

import {NBSP} from '../../format/number';
import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern} from './patterns';

const ID = 'arany';
const TEXT = ruleTexts[ID];

export const ratio: Rule = {
  id: ID,
  title: TEXT.title,
  // A single digit after the colon is a ratio ("5:1"); two digits are a clock time ("00:00").
  check: (context) =>
    findPattern(context, ID, /(?<![\d:])(\d+(?:,\d+)?)([ \u00a0]?):([ \u00a0]?)(\d)(?![\d:])/g, (m) =>
      // "5 : 1" is right; "PLO-5: 5" is a label followed by its value.
      (m[2] === NBSP && m[3] === NBSP) || (!m[2] && m[3])
        ? null
        : {
            message: m[2] && m[3] ? TEXT.ordinarySpace(m[0]) : TEXT.noSpace(m[0]),
            fix: TEXT.fix(`${m[1]}${NBSP}:${NBSP}${m[4]}`),
          },
    ),
};
