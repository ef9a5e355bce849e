/**
 * Thousands groups and units stay on one line: `20 000 P`, `10 000 $`, `3 GB` with a no-break (U+00A0) or
 * narrow no-break (U+202F) space, never an ordinary space that lets "20 / 000" break across lines.
 */

import {formatInteger} from '../../format/number';
import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern} from './patterns';

const ID = 'ezres-tagolas';
const TEXT = ruleTexts[ID];

const UNITS = ['\\$', 'P', 'GB', 'MB', 'GHz', 'Ft', 'USD'];

export const thousandsSpace: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) => [
    ...findPattern(
      context,
      ID,
      /(?<![\d,.])\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?: \d{3})(?:[ \u00a0\u202f]\d{3})*(?![\d,])/g,
      (m) => ({
        message: TEXT.groupSpace(m[0]),
        fix: TEXT.groupSpaceFix(formatInteger(Number(m[0].replace(/\D/g, '')))),
      }),
    ),
    ...findPattern(context, ID, new RegExp(`(\\d) (${UNITS.join('|')})(?![\\p{L}])`, 'gu'), (m) => ({
      index: m.index + 1,
      message: TEXT.unitSpace(m[2]),
      fix: TEXT.unitSpaceFix(m[1], m[2]),
    })),
  ],
};
