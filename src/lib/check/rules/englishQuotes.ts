/** Hungarian quotation marks: „…” outside, »…« inside; never "…" or “…”. */

import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern} from './patterns';

const ID = 'idezojel';
const TEXT = ruleTexts[ID];

export const englishQuotes: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    findPattern(context, ID, /["“]/g, (m) => ({
      message: TEXT.english(m[0]),
      fix: TEXT.englishFix,
    })),
};
