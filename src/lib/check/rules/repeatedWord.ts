/** The same word twice in a row ("a a", "hogy hogy") is almost always an editing slip. */

import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern} from './patterns';

const ID = 'ismetles';
const TEXT = ruleTexts[ID];

/** Doubled on purpose in correct Hungarian: „az az állapot” (that state), „Mi az az out?”. */
const ALLOWED = new Set(['az']);

export const repeatedWord: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    findPattern(context, ID, /(?<![\p{L}\p{N}])(\p{L}+)[ \u00a0]+(\1)(?![\p{L}\p{N}])/giu, (m) =>
      // Card ranks repeat on purpose: "A A K K" is a hand, not a slip.
      (/^[AKQJ]$/.test(m[1]) && m[1] === m[2]) || ALLOWED.has(m[1].toLowerCase())
        ? null
        : {
            index: m.index + m[1].length + 1,
            message: TEXT.repeated(m[1], m[2]),
            fix: TEXT.repeatedFix(m[1]),
          },
    ),
};
