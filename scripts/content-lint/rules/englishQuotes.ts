/** Hungarian quotation marks: „…” outside, »…« inside; never "…" or “…”. */

import {findPattern} from '../position';
import type {Rule} from '../types';

const ID = 'idezojel';

export const englishQuotes: Rule = {
  id: ID,
  title: 'Magyar idézőjel: „…” (belül »…«), nem "…" vagy “…”.',
  check: (doc) =>
    findPattern(doc, ID, /["“]/g, (m) => ({
      message: `Angol idézőjel: „${m[0]}”.`,
      fix: 'nyitó „ (alul) és záró ” (felül) idézőjel',
    })),
};
