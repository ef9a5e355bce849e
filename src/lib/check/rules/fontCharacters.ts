/**
 * Only characters the site's font has: the build cuts Inter to the region's alphabet (plugins/site-font) and
 * stops on a page with any other character, which the visitor's machine would draw in a face of its own. This
 * rule tells the writer first, on the line. The suits ♠ ♥ ♦ ♣ are drawn as the cards' pips (plugins/suit-symbols).
 */
import {region} from '../../../data/region';
import {fontAlphabet, INVISIBLE} from '../../fontAlphabet';
import type {Rule} from '../context';
import {ruleTexts} from '../ruleTexts';
import {findPattern} from './patterns';

const ID = 'betukeszlet';
const TEXT = ruleTexts[ID];

const ALLOWED = new Set([...Array.from(fontAlphabet(region.texts.language)), ...INVISIBLE, '♠', '♥', '♦', '♣']);

const codePoint = (char: string): string =>
  `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

export const fontCharacters: Rule = {
  id: ID,
  title: TEXT.title,
  check: (context) =>
    // Beyond ASCII only: the visible text masks code and markup with control characters.
    findPattern(context, ID, /[^\p{ASCII}]/gu, (m) =>
      ALLOWED.has(m[0])
        ? null
        : {
            message: TEXT.missing(m[0], codePoint(m[0])),
            fix: TEXT.missingFix,
          },
    ),
};
