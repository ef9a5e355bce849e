/**
 * A plain Short Deck hand reader for the tests, written independently of src/lib/poker: it looks at five
 * cards from the 36-card deck (sixes to aces) and says what they make, with A-6-7-8-9 as the lowest straight.
 * The tests compare the library's closed formulas and outs counts with it.
 */
import {FULL_DECK, rankOf, suitOf} from '../../src/lib/poker/cards';

/** Sixes (rank index 4) to aces of the standard card numbering. */
export const SHORT_DECK_CARDS: readonly number[] = FULL_DECK.filter((card) => rankOf(card) >= 4);

const SIX = 4;
const ACE = 12;

export type ShortDeckMade =
  | 'straight-flush'
  | 'four-of-a-kind'
  | 'flush'
  | 'full-house'
  | 'straight'
  | 'three-of-a-kind'
  | 'two-pair'
  | 'one-pair'
  | 'high-card';

function isStraight(ranks: readonly number[]): boolean {
  const sorted = [...new Set(ranks)].sort((a, b) => a - b);
  if (sorted.length !== 5) return false;
  if (sorted[4] - sorted[0] === 4) return true;
  // The ace plays low below the six: A-6-7-8-9.
  return sorted.join(',') === [SIX, SIX + 1, SIX + 2, SIX + 3, ACE].join(',');
}

/** What five cards make; a royal flush counts as a straight flush here. */
export function shortDeckFive(cards: readonly number[]): ShortDeckMade {
  const ranks = cards.map(rankOf);
  const flush = new Set(cards.map(suitOf)).size === 1;
  const straight = isStraight(ranks);
  if (flush && straight) return 'straight-flush';
  const counts = [...ranks.reduce((m, r) => m.set(r, (m.get(r) ?? 0) + 1), new Map<number, number>()).values()]
    .sort((a, b) => b - a)
    .join('');
  if (counts === '41') return 'four-of-a-kind';
  if (flush) return 'flush';
  if (counts === '32') return 'full-house';
  if (straight) return 'straight';
  if (counts === '311') return 'three-of-a-kind';
  if (counts === '221') return 'two-pair';
  if (counts === '2111') return 'one-pair';
  return 'high-card';
}
