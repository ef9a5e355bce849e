/**
 * Money the Hungarian way: the amount first, then the sign, decimal comma, no "K" (`0,50 $`, `600 $-ig`,
 * `5000 $`), never `$5`, `$0.50`, `$0,50`, `$5K`.
 */

import {formatDollars} from '../../format/number';
import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern} from './patterns';

/** "0.50" / "0,50" / "5K" / "10 000" → 0.5 / 0.5 / 5000 / 10000 */
function parseAmount(raw: string): number {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '');
  const thousands = /k$/i.test(compact) ? 1000 : 1;
  return Number.parseFloat(compact.replace(/k$/i, '').replace(',', '.')) * thousands;
}

const ID = 'penz-formatum';
const TEXT = ruleTexts[ID];

export const moneyFormat: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) => [
    ...findPattern(context, ID, /\$\s?(\d[\d\u00a0\u202f ]*(?:[.,]\d+)?K?)/g, (m) => ({
      message: TEXT.signFirst(m[0]),
      fix: TEXT.signFirstFix(formatDollars(parseAmount(m[1]))),
    })),
    ...findPattern(context, ID, /(?<![\d$])(\d+K)\s?\$/g, (m) => ({
      message: TEXT.thousandK(m[0]),
      fix: TEXT.thousandKFix(formatDollars(parseAmount(m[1]))),
    })),
    ...findPattern(context, ID, /(?<![\d$.])(\d+\.\d{2})[\u00a0 ]?\$/g, (m) => ({
      message: TEXT.decimalPoint(m[0]),
      fix: TEXT.decimalPointFix(formatDollars(parseAmount(m[1]))),
    })),
  ],
};
