/** Drawn here rather than taken from a font: a font's ♠ ♥ ♦ ♣ glyphs differ between machines. */
import type {Suit} from '@site/src/lib/poker/cards';

const SPADE =
  'M50 4C78 30 96 44 96 62c0 14-11 22-23 22-9 0-17-5-20-12 1 10 5 18 13 24H34c8-6 12-14 13-24-3 7-11 12-20 12C15 84 4 76 4 62 4 44 22 30 50 4z';
const HEART =
  'M50 92C20 68 4 50 4 31 4 16 15 6 28 6c10 0 18 6 22 15 4-9 12-15 22-15 13 0 24 10 24 25 0 19-16 37-46 61z';
const DIAMOND = 'M50 3l38 47-38 47-38-47z';
const CLUB =
  'M50 6a21 21 0 0 1 19 30 21 21 0 1 1-15 36c1 10 5 18 12 24H34c7-6 11-14 12-24a21 21 0 1 1-15-36A21 21 0 0 1 50 6z';

export const SUIT_PATHS: Readonly<Record<Suit, string>> = {0: SPADE, 1: HEART, 2: DIAMOND, 3: CLUB};

export const SUIT_KEYS = ['spade', 'heart', 'diamond', 'club'] as const;
