/**
 * Comparable hand scores shared by the 5-card and 7-card evaluators.
 *
 * score = strength * 2^20 + r1 * 2^16 + r2 * 2^12 + r3 * 2^8 + r4 * 2^4 + r5
 *
 * where strength is 0 (high card) .. 9 (royal flush) and r1..r5 are the rank
 * indexes (0..12) that break ties, most significant first (for straights only
 * r1 = the top card of the straight, 3 for the wheel A-2-3-4-5). A higher
 * score is a stronger hand; equal scores split the pot.
 */

import {categoryFromStrength, type HandCategory} from './categories';

export type HandScore = number;

export const STRENGTH_SHIFT = 20;

/** Builds a score from a category strength and up to five tie-break ranks. */
export function makeScore(strength: number, tieBreakRanks: readonly number[]): HandScore {
  let kickers = 0;
  for (let i = 0; i < 5; i += 1) {
    kickers = kickers * 16 + (tieBreakRanks[i] ?? 0);
  }
  return strength * 2 ** STRENGTH_SHIFT + kickers;
}

export function strengthOfScore(score: HandScore): number {
  return Math.floor(score / 2 ** STRENGTH_SHIFT);
}

export function categoryOfScore(score: HandScore): HandCategory {
  return categoryFromStrength(strengthOfScore(score));
}
