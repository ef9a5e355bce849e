/**
 * Exact heads-up equity: enumerate every completion of the board and
 * compare the two players' best hands.
 */

import {type Card, remainingDeck} from './cards';
import {binomial} from './combinatorics';
import type {EquityResult} from './equityResult';
import {scoreFromSuitMasks} from './evaluate7';

export type {EquityResult} from './equityResult';

function suitMasks(cards: readonly Card[]): [number, number, number, number] {
  const m: [number, number, number, number] = [0, 0, 0, 0];
  for (const c of cards) m[c & 3] |= 1 << (c >> 2);
  return m;
}

/**
 * Enumerates all boards that complete `board` (0 to 5 known cards) to five
 * cards, using the cards not held by either player, and counts the results.
 */
export function exactHeadsUpEquity(
  hand1: readonly Card[],
  hand2: readonly Card[],
  board: readonly Card[] = [],
): EquityResult {
  if (hand1.length !== 2 || hand2.length !== 2) {
    throw new RangeError('Each player needs exactly 2 hole cards');
  }
  if (board.length > 5) throw new RangeError('A board has at most 5 cards');
  const dead = [...hand1, ...hand2, ...board];
  if (new Set(dead).size !== dead.length || dead.some((c) => !Number.isInteger(c) || c < 0 || c > 51)) {
    throw new RangeError('Cards must be distinct and valid');
  }

  const deck = remainingDeck(dead);
  const toDeal = 5 - board.length;
  const h1 = suitMasks(hand1);
  const h2 = suitMasks(hand2);
  const b = suitMasks(board);

  // Per-card suit and rank bit, so the inner loop does no shifting.
  const n = deck.length;
  const cardSuit = new Uint8Array(n);
  const cardBit = new Uint16Array(n);
  for (let i = 0; i < n; i += 1) {
    cardSuit[i] = deck[i] & 3;
    cardBit[i] = 1 << (deck[i] >> 2);
  }

  // masks[level * 4 + suit]: board masks after dealing `level` cards.
  const masks = new Int32Array((toDeal + 1) * 4);
  masks.set(b, 0);

  let wins1 = 0;
  let wins2 = 0;
  let ties = 0;

  const deal = (level: number, start: number): void => {
    const base = level * 4;
    if (level === toDeal) {
      const m0 = masks[base];
      const m1 = masks[base + 1];
      const m2 = masks[base + 2];
      const m3 = masks[base + 3];
      const s1 = scoreFromSuitMasks(m0 | h1[0], m1 | h1[1], m2 | h1[2], m3 | h1[3]);
      const s2 = scoreFromSuitMasks(m0 | h2[0], m1 | h2[1], m2 | h2[2], m3 | h2[3]);
      if (s1 > s2) wins1 += 1;
      else if (s2 > s1) wins2 += 1;
      else ties += 1;
      return;
    }
    const next = base + 4;
    for (let i = start; i <= n - (toDeal - level); i += 1) {
      masks[next] = masks[base];
      masks[next + 1] = masks[base + 1];
      masks[next + 2] = masks[base + 2];
      masks[next + 3] = masks[base + 3];
      masks[next + cardSuit[i]] |= cardBit[i];
      deal(level + 1, i + 1);
    }
  };
  deal(0, 0);

  const boards = wins1 + wins2 + ties;
  if (boards !== binomial(n, toDeal)) {
    throw new Error('Internal error: board count mismatch');
  }
  return {boards, wins1, wins2, ties};
}
