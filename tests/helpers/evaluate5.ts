/**
 * Straightforward evaluator for exactly five cards. It favours clarity over
 * speed and is the reference the fast evaluators (src/lib/poker/evaluate.ts) are tested against; with the
 * tests' ways into them: building and reading a score, and the fast evaluator on 5 to 7 cards.
 */

import {ACE, areDistinctCards, type Card, rankOf, suitOf} from '@site/src/lib/poker/cards';
import {categoryStrength, HAND_CATEGORIES, type HandCategory} from '@site/src/lib/poker/categories';
import {type HandScore, scoreFromSuitMasks, STRENGTH_SHIFT, strengthOfScore} from '@site/src/lib/poker/evaluate';

/** Builds a score from a category strength and up to five tie-break ranks. */
function makeScore(strength: number, tieBreakRanks: readonly number[]): HandScore {
  let kickers = 0;
  for (let i = 0; i < 5; i += 1) {
    kickers = kickers * 16 + (tieBreakRanks[i] ?? 0);
  }
  return strength * 2 ** STRENGTH_SHIFT + kickers;
}

export function categoryFromStrength(strength: number): HandCategory {
  const inRange = Number.isInteger(strength) && strength >= 0 && strength < HAND_CATEGORIES.length;
  const category = inRange ? HAND_CATEGORIES.at(HAND_CATEGORIES.length - 1 - strength) : undefined;
  if (category === undefined) {
    throw new RangeError(`Invalid category strength: ${strength}`);
  }
  return category;
}

export function categoryOfScore(score: HandScore): HandCategory {
  return categoryFromStrength(strengthOfScore(score));
}

/** Score of the best 5-card hand among 5 to 7 distinct cards, by the fast evaluator. */
export function scoreBest(cards: readonly Card[]): HandScore {
  if (cards.length < 5 || cards.length > 7) {
    throw new RangeError(`Expected 5 to 7 cards, got ${cards.length}`);
  }
  if (!areDistinctCards(cards)) throw new RangeError('Expected distinct valid cards');
  const masks = [0, 0, 0, 0];
  for (const c of cards) masks[c & 3] |= 1 << (c >> 2);
  return scoreFromSuitMasks(masks[0], masks[1], masks[2], masks[3]);
}

function assertFiveDistinct(cards: readonly Card[]): void {
  if (cards.length !== 5) {
    throw new RangeError(`Expected 5 cards, got ${cards.length}`);
  }
  if (!areDistinctCards(cards)) {
    throw new RangeError('Expected 5 distinct valid cards');
  }
}

/**
 * Top rank of the straight the hand's distinct ranks (high to low) form, or -1: a straight needs five.
 * The wheel A-2-3-4-5 is a straight with top rank 3 (the five).
 */
function straightTop(ranksDesc: readonly number[]): number {
  if (ranksDesc.length !== 5) return -1;
  if (ranksDesc[0] - ranksDesc[4] === 4) return ranksDesc[0];
  const isWheel = ranksDesc[0] === ACE && ranksDesc[1] === 3 && ranksDesc[4] === 0;
  return isWheel ? 3 : -1;
}

/** Comparable score of a 5-card hand (see src/lib/poker/evaluate.ts). */
export function score5(cards: readonly Card[]): HandScore {
  assertFiveDistinct(cards);
  // How many cards of each rank the hand holds.
  const counts = new Array<number>(ACE + 1).fill(0);
  for (const card of cards) counts[rankOf(card)] += 1;
  // The ranks grouped by how often they occur: larger groups first, then higher ranks.
  const ordered: number[] = [];
  for (let size = 4; size >= 1; size -= 1) {
    for (let rank = ACE; rank >= 0; rank -= 1) if (counts[rank] === size) ordered.push(rank);
  }
  let shape = '';
  for (const rank of ordered) shape += `${counts[rank]}`;
  let isFlush = true;
  for (const card of cards) if (suitOf(card) !== suitOf(cards[0])) isFlush = false;
  const top = straightTop(ordered);

  if (isFlush && top === ACE) return makeScore(categoryStrength('royal-flush'), [top]);
  if (isFlush && top >= 0) return makeScore(categoryStrength('straight-flush'), [top]);

  let category: HandCategory;
  if (shape === '41') category = 'four-of-a-kind';
  else if (shape === '32') category = 'full-house';
  else if (isFlush) category = 'flush';
  else if (top >= 0) category = 'straight';
  else if (shape === '311') category = 'three-of-a-kind';
  else if (shape === '221') category = 'two-pair';
  else if (shape === '2111') category = 'one-pair';
  else category = 'high-card';

  if (category === 'straight') return makeScore(categoryStrength(category), [top]);
  return makeScore(categoryStrength(category), ordered);
}

/** The category of a 5-card hand, e.g. "full-house". */
export function evaluate5(cards: readonly Card[]): HandCategory {
  return categoryOfScore(score5(cards));
}
