/**
 * Best Omaha hand: exactly two of the player's cards with exactly three of
 * the board, whatever the number of hole cards (4 in PLO, 5 or 6 in PLO-5
 * and PLO-6). Scores compare like those of `score5` and `scoreBest`.
 */

import type {Card} from './cards';
import {forEachCombination} from './combinatorics';
import {scoreFromSuitMasks} from './evaluate7';
import type {HandScore} from './score';

function assertDistinct(cards: readonly Card[]): void {
  if (new Set(cards).size !== cards.length || cards.some((c) => !Number.isInteger(c) || c < 0 || c > 51)) {
    throw new RangeError('Expected distinct valid cards');
  }
}

/** Score of the best hand made of two hole cards and three board cards (board of 3 to 5 cards). */
export function scoreOmaha(hole: readonly Card[], board: readonly Card[]): HandScore {
  if (hole.length < 2) throw new RangeError(`Expected at least 2 hole cards, got ${hole.length}`);
  if (board.length < 3 || board.length > 5) throw new RangeError(`Expected 3 to 5 board cards, got ${board.length}`);
  assertDistinct([...hole, ...board]);
  let best = -1;
  forEachCombination(hole, 2, (two) => {
    forEachCombination(board, 3, (three) => {
      // Five distinct cards: one rank bit per card in its suit's mask.
      const masks = [0, 0, 0, 0];
      for (const c of two) masks[c & 3] |= 1 << (c >> 2);
      for (const c of three) masks[c & 3] |= 1 << (c >> 2);
      best = Math.max(best, scoreFromSuitMasks(masks[0], masks[1], masks[2], masks[3]));
    });
  });
  return best;
}
