/** Visitors read about poker, not about how the site is built: no tests, components, code or builds. */

import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern, NOT_WORD_AFTER, NOT_WORD_BEFORE} from './patterns';

const ID = 'fejlesztoi-szoveg';
const TEXT = ruleTexts[ID];

/** Word starts that only developers use; an ending may follow (teszt → tesztek, tesztet). */
/** Whole words (regular expressions) that only developers use. */
const WORDS = [
  'komponens\\p{L}*',
  'teszt(?:ek|et|eket|ekben|ben|ről|je|jei)?',
  'automatikus(?:an)? (?:teszt|ellenőr)\\p{L}*',
  'TypeScript',
  'React',
  'JSON',
  'MDX',
  'frontend',
  'backend',
  'build\\p{L}*',
  'commit',
  'npm',
  'kézzel gépel\\p{L}*',
  'a program (?:számol|állítja elő)\\p{L}*',
  'placeholder',
  'TODO',
  'lorem ipsum',
];

export const developerWords: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    findPattern(context, ID, new RegExp(`${NOT_WORD_BEFORE}(?:${WORDS.join('|')})${NOT_WORD_AFTER}`, 'giu'), (m) => ({
      message: TEXT.found(m[0]),
      fix: TEXT.fix,
    })),
};
