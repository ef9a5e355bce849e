/** A multiplier uses the multiplication sign: `200 000×`, never `200 000x`. */

import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern} from './patterns';

const ID = 'szorzojel';
const TEXT = ruleTexts[ID];

export const multiplier: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    findPattern(context, ID, /(?<![\p{L}\d])(\d[\d\u00a0\u202f ]*)x(?![\p{L}\d])/gu, (m) => ({
      message: TEXT.letterX(m[0]),
      fix: TEXT.letterXFix(m[1]),
    })),
};
