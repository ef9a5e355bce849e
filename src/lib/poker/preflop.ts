/**
 * Classic Texas Hold'em pre-flop match-ups (definitions only, no evaluator,
 * so the site can import them cheaply).
 *
 * Each match-up names specific suits, because suits change the result
 * (shared suits block flushes). Their exact equities come from enumerating
 * all C(48, 5) = 1,712,304 boards (see preflopCompute.ts); the generator
 * `scripts/generate-preflop-odds.ts` stores the counts in
 * src/data/generated/preflop-odds.json.
 */

import {type Card, parseCards} from './cards';
import {binomial} from './combinatorics';

export interface PreflopMatchup {
  /** Stable id, also the key in the generated JSON. */
  readonly id: string;
  /** Hole cards of player 1, e.g. "A♠ A♥". */
  readonly hand1: string;
  /** Hole cards of player 2. */
  readonly hand2: string;
}

/** Boards per match-up: 5 cards from the 48 not in either hand. */
export const PREFLOP_BOARDS = binomial(48, 5);

export const PREFLOP_MATCHUPS: readonly PreflopMatchup[] = [
  {id: 'aa-vs-kk', hand1: 'A♠ A♥', hand2: 'K♣ K♦'},
  {id: 'aks-vs-qq', hand1: 'A♠ K♠', hand2: 'Q♥ Q♦'},
  {id: 'ako-vs-22', hand1: 'A♠ K♥', hand2: '2♣ 2♦'},
  {id: 'jts-vs-99', hand1: 'J♠ 10♠', hand2: '9♥ 9♦'},
  {id: 'ako-vs-qjo', hand1: 'A♠ K♥', hand2: 'Q♣ J♦'},
  {id: 'ako-vs-aqo', hand1: 'A♠ K♥', hand2: 'A♦ Q♣'},
];

export function matchupCards(matchup: PreflopMatchup): {hand1: Card[]; hand2: Card[]} {
  return {hand1: parseCards(matchup.hand1), hand2: parseCards(matchup.hand2)};
}
