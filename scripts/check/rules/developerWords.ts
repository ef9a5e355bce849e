/** Visitors read about poker, not about how the site is built: no tests, components, code or builds. */

import type {Rule} from '../context';
import {findPattern, NOT_WORD_AFTER, NOT_WORD_BEFORE} from './patterns';

const ID = 'fejlesztoi-szoveg';

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
  title: 'Fejlesztői szöveg a látogatói oldalon (teszt, komponens, build, TypeScript…).',
  check: (context) =>
    findPattern(context, ID, new RegExp(`${NOT_WORD_BEFORE}(?:${WORDS.join('|')})${NOT_WORD_AFTER}`, 'giu'), (m) => ({
      message: `Fejlesztői szó a látogatói szövegben: „${m[0]}”.`,
      fix: 'a játékosnak szóló megfogalmazás (mi igaz és miért fontos neki), a készítés módja nélkül',
    })),
};
