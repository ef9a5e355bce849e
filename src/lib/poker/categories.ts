/**
 * The ten 5-card poker hand categories, strongest first, and how many five-card hands fall into each, counted
 * with closed formulas (no enumeration) that count a Short Deck too.
 */
import {binomial, type Fraction, fraction} from './combinatorics';
import {type DeckShape, STANDARD_DECK} from './games';

export const HAND_CATEGORIES = [
  'royal-flush',
  'straight-flush',
  'four-of-a-kind',
  'full-house',
  'flush',
  'straight',
  'three-of-a-kind',
  'two-pair',
  'one-pair',
  'high-card',
] as const;

export type HandCategory = (typeof HAND_CATEGORIES)[number];

/** 9 for a royal flush down to 0 for high card: the top part of a hand score. */
export function categoryStrength(category: HandCategory): number {
  return HAND_CATEGORIES.length - 1 - HAND_CATEGORIES.indexOf(category);
}

export interface CategoryNameHu {
  /** The name used on the site, e.g. "Drill". */
  readonly name: string;
  /** The other common name, often the English one, e.g. "three of a kind". */
  readonly alias: string;
}

export const CATEGORY_NAMES_HU: Readonly<Record<HandCategory, CategoryNameHu>> = {
  'royal-flush': {name: 'Royal flush', alias: 'királyi színsor'},
  'straight-flush': {name: 'Színsor', alias: 'straight flush'},
  'four-of-a-kind': {name: 'Póker', alias: 'four of a kind'},
  'full-house': {name: 'Full house', alias: 'full'},
  flush: {name: 'Flush', alias: 'szín'},
  straight: {name: 'Sor', alias: 'straight'},
  'three-of-a-kind': {name: 'Drill', alias: 'three of a kind'},
  'two-pair': {name: 'Két pár', alias: 'two pair'},
  'one-pair': {name: 'Egy pár', alias: 'one pair'},
  'high-card': {name: 'Magas lap', alias: 'high card'},
};

export const HAND_EXAMPLES: Readonly<Record<HandCategory, string>> = {
  'royal-flush': 'A♠ K♠ Q♠ J♠ 10♠',
  'straight-flush': '9♥ 8♥ 7♥ 6♥ 5♥',
  'four-of-a-kind': 'Q♠ Q♥ Q♦ Q♣ 7♠',
  'full-house': 'K♠ K♥ K♦ 4♣ 4♥',
  flush: 'A♦ J♦ 8♦ 6♦ 2♦',
  straight: '10♣ 9♦ 8♠ 7♥ 6♣',
  'three-of-a-kind': '7♠ 7♥ 7♦ K♣ 3♠',
  'two-pair': 'J♥ J♣ 5♠ 5♦ A♥',
  'one-pair': '10♠ 10♥ A♣ 8♦ 4♠',
  'high-card': 'A♣ Q♦ 9♠ 6♥ 3♣',
};

export const TOTAL_FIVE_CARD_HANDS = binomial(52, 5);

const C = binomial;

/** Combination count of each category in a deck of the given shape, derived from first principles. */
export function categoryCountFormulas({
  ranks: R,
  straights: S,
}: DeckShape): Readonly<Record<HandCategory, () => number>> {
  return {
    // A-K-Q-J-10 in one of 4 suits.
    'royal-flush': () => C(4, 1),
    // Each straight run x 4 suits, minus the 4 royal flushes.
    'straight-flush': () => S * C(4, 1) - C(4, 1),
    // Rank of the four x any one card of another rank.
    'four-of-a-kind': () => C(R, 1) * C(4, 4) * C(R - 1, 1) * C(4, 1),
    // Rank and 3 suits of the trips x rank and 2 suits of the pair.
    'full-house': () => C(R, 1) * C(4, 3) * C(R - 1, 1) * C(4, 2),
    // 5 ranks of one suit, minus the straight and royal flushes.
    flush: () => C(R, 5) * C(4, 1) - S * C(4, 1),
    // Straight runs with any suit on each card, minus the one-suit versions.
    straight: () => S * C(4, 1) ** 5 - S * C(4, 1),
    // Trips rank and suits x two different other ranks with any suit each.
    'three-of-a-kind': () => C(R, 1) * C(4, 3) * C(R - 1, 2) * C(4, 1) ** 2,
    // Two pair ranks and suits x a kicker of a third rank.
    'two-pair': () => C(R, 2) * C(4, 2) ** 2 * C(R - 2, 1) * C(4, 1),
    // Pair rank and suits x three different other ranks with any suit each.
    'one-pair': () => C(R, 1) * C(4, 2) * C(R - 1, 3) * C(4, 1) ** 3,
    // Five different ranks that are not a straight x suit patterns that are not a flush.
    'high-card': () => (C(R, 5) - S) * (C(4, 1) ** 5 - C(4, 1)),
  };
}

export const CATEGORY_COUNT_FORMULAS = categoryCountFormulas(STANDARD_DECK);

export interface CategoryStats {
  readonly category: HandCategory;
  /** Number of 5-card hands in this category. */
  readonly combinations: number;
  /** combinations / 2,598,960 in lowest terms. */
  readonly probability: Fraction;
  readonly probabilityValue: number;
  /** Probability of this category or any stronger one. */
  readonly cumulativeProbabilityValue: number;
  /** Odds against being dealt it, as "x to 1". */
  readonly oddsAgainst: number;
}

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
