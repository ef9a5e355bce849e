/** Decimal comma: `0,25`, `1,37 : 1`, never `0.25` (version numbers such as macOS 10.13 are names, not numbers). */

import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern} from './patterns';

const ID = 'tizedesvesszo';
const TEXT = ruleTexts[ID];

/** Words after which a dotted number is a version, not an amount. */
const VERSION_BEFORE = /(?:macOS|Android|iOS|Windows|verzió|változat)\s?$/i;

export const decimalPoint: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    findPattern(context, ID, /(?<![\d.$])(\d+)\.(\d{1,2})(?![\d.])(?!\s*\p{Lu})/gu, (m) => {
      const before = context.visible.slice(Math.max(0, m.index - 12), m.index);
      if (VERSION_BEFORE.test(before)) return null;
      return {message: TEXT.point(m[0]), fix: TEXT.pointFix(m[1], m[2])};
    }),
};
