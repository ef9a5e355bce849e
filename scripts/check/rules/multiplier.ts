/** A multiplier uses the multiplication sign: `200 000×`, never `200 000x`. */

import type {Rule} from '../context';
import {findPattern} from './patterns';

const ID = 'szorzojel';

export const multiplier: Rule = {
  id: ID,
  title: 'Szorzó a × jellel: 200 000×, nem 200 000x.',
  check: (context) =>
    findPattern(context, ID, /(?<![\p{L}\d])(\d[\d\u00a0\u202f ]*)x(?![\p{L}\d])/gu, (m) => ({
      message: `Betű x a szorzójel helyett: „${m[0]}”.`,
      fix: `„${m[1]}×”`,
    })),
};
