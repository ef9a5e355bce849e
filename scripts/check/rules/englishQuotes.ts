/** Hungarian quotation marks: „…” outside, »…« inside; never "…" or “…”. */

import type {Rule} from '../context';
import {findPattern} from './patterns';

const ID = 'idezojel';

export const englishQuotes: Rule = {
  id: ID,
  title: 'Magyar idézőjel: „…” (belül »…«), nem "…" vagy “…”.',
  check: (context) =>
    findPattern(context, ID, /["“]/g, (m) => ({
      message: `Angol idézőjel: „${m[0]}”.`,
      fix: 'nyitó „ (alul) és záró ” (felül) idézőjel',
    })),
};
