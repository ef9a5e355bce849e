/** The same word twice in a row ("a a", "hogy hogy") is almost always an editing slip. */

import type {Rule} from '../context';
import {findPattern} from './patterns';

const ID = 'ismetles';

/** Doubled on purpose in correct Hungarian: „az az állapot” (that state), „Mi az az out?”. */
const ALLOWED = new Set(['az']);

export const repeatedWord: Rule = {
  id: ID,
  title: 'Ugyanaz a szó kétszer egymás után („a a”, „és és”).',
  check: (context) =>
    findPattern(context, ID, /(?<![\p{L}\p{N}])(\p{L}+)[ \u00a0]+(\1)(?![\p{L}\p{N}])/giu, (m) =>
      // Card ranks repeat on purpose: "A A K K" is a hand, not a slip.
      (/^[AKQJ]$/.test(m[1]) && m[1] === m[2]) || ALLOWED.has(m[1].toLowerCase())
        ? null
        : {
            index: m.index + m[1].length + 1,
            message: `Ismétlődő szó: „${m[1]} ${m[2]}”.`,
            fix: `„${m[1]}” (egyszer)`,
          },
    ),
};
