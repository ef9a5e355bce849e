/**
 * How many of the C(52, 5) = 2,598,960 five-card hands fall into each
 * category, counted with closed formulas (no enumeration).
 */

import {HAND_CATEGORIES, type HandCategory} from './categories';
import {binomial} from './combinatorics';
import {type Fraction, fraction} from './fraction';

export const TOTAL_FIVE_CARD_HANDS = binomial(52, 5);

/** Straights per suit pattern: top card 5 (wheel) up to ace = 10 rank sequences. */
const RANK_SEQUENCES = 10;

const C = binomial;

/** Combination count of each category, derived from first principles. */
export const CATEGORY_COUNT_FORMULAS: Readonly<Record<HandCategory, () => number>> = {
  // A-K-Q-J-10 in one of 4 suits.
  'royal-flush': () => C(4, 1),
  // 10 sequences x 4 suits, minus the 4 royal flushes.
  'straight-flush': () => RANK_SEQUENCES * C(4, 1) - C(4, 1),
  // Rank of the four x any one of the other 48 cards.
  'four-of-a-kind': () => C(13, 1) * C(4, 4) * C(12, 1) * C(4, 1),
  // Rank and 3 suits of the trips x rank and 2 suits of the pair.
  'full-house': () => C(13, 1) * C(4, 3) * C(12, 1) * C(4, 2),
  // 5 ranks of one suit, minus the 40 straight and royal flushes.
  flush: () => C(13, 5) * C(4, 1) - RANK_SEQUENCES * C(4, 1),
  // 10 sequences with any suit on each card, minus the 40 one-suit versions.
  straight: () => RANK_SEQUENCES * C(4, 1) ** 5 - RANK_SEQUENCES * C(4, 1),
  // Trips rank and suits x two different other ranks with any suit each.
  'three-of-a-kind': () => C(13, 1) * C(4, 3) * C(12, 2) * C(4, 1) ** 2,
  // Two pair ranks and suits x a kicker of a third rank.
  'two-pair': () => C(13, 2) * C(4, 2) ** 2 * C(11, 1) * C(4, 1),
  // Pair rank and suits x three different other ranks with any suit each.
  'one-pair': () => C(13, 1) * C(4, 2) * C(12, 3) * C(4, 1) ** 3,
  // Five different ranks that are not a straight x suit patterns that are not a flush.
  'high-card': () => (C(13, 5) - RANK_SEQUENCES) * (C(4, 1) ** 5 - C(4, 1)),
};

export interface CategoryStats {
  readonly category: HandCategory;
  /** Number of 5-card hands in this category. */
  readonly combinations: number;
  /** combinations / 2,598,960 in lowest terms. */
  readonly probability: Fraction;
  /** Probability as a number between 0 and 1. */
  readonly probabilityValue: number;
  /** Probability of this category or any stronger one. */
  readonly cumulativeProbabilityValue: number;
  /** Odds against being dealt it, as "x to 1". */
  readonly oddsAgainst: number;
}

/** Statistics of all ten categories, strongest first. */
export function handCategoryStats(): CategoryStats[] {
  let cumulative = 0;
  return HAND_CATEGORIES.map((category) => {
    const combinations = CATEGORY_COUNT_FORMULAS[category]();
    cumulative += combinations;
    return {
      category,
      combinations,
      probability: fraction(combinations, TOTAL_FIVE_CARD_HANDS),
      probabilityValue: combinations / TOTAL_FIVE_CARD_HANDS,
      cumulativeProbabilityValue: cumulative / TOTAL_FIVE_CARD_HANDS,
      oddsAgainst: (TOTAL_FIVE_CARD_HANDS - combinations) / combinations,
    };
  });
}
