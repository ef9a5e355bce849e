/**
 * Classic Texas Hold'em pre-flop match-ups and their stored exact equities (no evaluator, so the site can import
 * them cheaply). Each names specific suits, because shared suits block flushes. The generator
 * (`scripts/generate-preflop-odds.ts`) stores the counts over all C(48, 5) boards; they are checked here against
 * the match-up list so a stale file fails loudly instead of showing wrong numbers.
 */
import stored from '../../data/generated/preflop-odds.json';
import {type Card, parseCards} from './cards';
import {binomial} from './combinatorics';

export interface PreflopMatchup {
  /** Stable id, also the key in the generated JSON. */
  readonly id: string;
  /** Hole cards of player 1, e.g. "A♠ A♥". */
  readonly hand1: string;
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

export interface EquityResult {
  /** Number of boards enumerated. */
  readonly boards: number;
  /** Boards on which player 1 wins. */
  readonly wins1: number;
  /** Boards on which player 2 wins. */
  readonly wins2: number;
  /** Boards that split the pot. */
  readonly ties: number;
}

export interface PreflopOddsRow extends PreflopMatchup, EquityResult {
  /** Player 1's share of the pot, 0..1 (wins + half the ties). */
  readonly equity1: number;
  /** Player 2's share of the pot, 0..1. */
  readonly equity2: number;
  /** Probability of a split pot, 0..1. */
  readonly tieProbability: number;
}

export type PreflopResult = PreflopMatchup & EquityResult;

export function buildPreflopRows(
  matchups: readonly PreflopMatchup[],
  results: readonly PreflopResult[],
): PreflopOddsRow[] {
  return matchups.map((m) => {
    const r = results.find((x) => x.id === m.id);
    if (r?.hand1 !== m.hand1 || r.hand2 !== m.hand2) {
      throw new Error(`Pre-flop odds for "${m.id}" are missing or stale: run npx tsx scripts/generate-preflop-odds.ts`);
    }
    if (r.boards !== PREFLOP_BOARDS || r.wins1 + r.wins2 + r.ties !== r.boards) {
      throw new Error(`Pre-flop odds for "${m.id}" do not add up`);
    }
    // The stored result is the match-up (checked above) with its counts.
    const {boards, wins1, wins2, ties} = r;
    return {
      ...r,
      equity1: (wins1 + ties / 2) / boards,
      equity2: (wins2 + ties / 2) / boards,
      tieProbability: ties / boards,
    };
  });
}

/** The match-ups of PREFLOP_MATCHUPS with their stored exact results. */
export function preflopOddsRows(): PreflopOddsRow[] {
  return buildPreflopRows(PREFLOP_MATCHUPS, stored.matchups);
}
