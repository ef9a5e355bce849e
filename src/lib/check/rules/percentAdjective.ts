/** A percentage in front of a noun is an adjective and takes -os: `100%-os bónusz`, not `100% bónusz`. */

import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern} from './patterns';

const ID = 'szazalek-melleknev';
const TEXT = ruleTexts[ID];

/** Nouns a bare percentage was found in front of; the ending -os/-es/-ös is what they need. */
const NOUNS = [
  'bónusz',
  'befizetési',
  'cashback',
  'pénzvisszatérítés',
  'visszatérítés',
  'jutalék',
  'kedvezmény',
  'részesedés',
  'esély',
];

export const percentAdjective: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    findPattern(context, ID, new RegExp(`(\\d+%)[\\u0001*]*\\s+(${NOUNS.join('|')})`, 'gu'), (m) => ({
      message: TEXT.bare(m[1], m[2]),
      fix: TEXT.bareFix(m[1], m[2]),
    })),
};
