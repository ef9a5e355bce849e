/**
 * Money the Hungarian way: the amount first, then the sign, decimal comma, no "K" (`0,50 $`, `600 $-ig`,
 * `5000 $`), never `$5`, `$0.50`, `$0,50`, `$5K`.
 */

import {formatDollars} from '../../../src/lib/format/number';
import type {Rule} from '../context';
import {findPattern} from './patterns';

/** "0.50" / "0,50" / "5K" / "10 000" → 0.5 / 0.5 / 5000 / 10000 */
function parseAmount(raw: string): number {
  const compact = raw.replace(/[\s\u00a0\u202f]/g, '');
  const thousands = /k$/i.test(compact) ? 1000 : 1;
  return Number.parseFloat(compact.replace(/k$/i, '').replace(',', '.')) * thousands;
}

const ID = 'penz-formatum';

export const moneyFormat: Rule = {
  id: ID,
  title: 'Pénzösszeg: előbb a szám, utána a $ jel, tizedesvesszővel, „K” nélkül (0,50 $, 600 $-ig, 5000 $).',
  check: (context) => [
    ...findPattern(context, ID, /\$\s?(\d[\d\u00a0\u202f ]*(?:[.,]\d+)?K?)/g, (m) => ({
      message: `A dollárjel a szám elé került: „${m[0]}”.`,
      fix: `„${formatDollars(parseAmount(m[1]))}” (magyarul az összeg után áll a $ jel)`,
    })),
    ...findPattern(context, ID, /(?<![\d$])(\d+K)\s?\$/g, (m) => ({
      message: `Angol „K” rövidítés egy összegben: „${m[0]}”.`,
      fix: `„${formatDollars(parseAmount(m[1]))}”`,
    })),
    ...findPattern(context, ID, /(?<![\d$.])(\d+\.\d{2})[\u00a0 ]?\$/g, (m) => ({
      message: `Tizedespont egy összegben: „${m[0]}”.`,
      fix: `„${formatDollars(parseAmount(m[1]))}” (tizedesvessző)`,
    })),
  ],
};
