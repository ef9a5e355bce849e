/**
 * Stored pre-flop equities (src/data/generated/preflop-odds.json, written by
 * scripts/generate-preflop-odds.ts), checked against the match-up list so a
 * stale file fails loudly instead of showing wrong numbers.
 */

import stored from '../../data/generated/preflop-odds.json';
import {equity1, equity2, type EquityResult} from './equityResult';
import {PREFLOP_BOARDS, PREFLOP_MATCHUPS, type PreflopMatchup} from './preflop';

export interface PreflopOddsRow extends PreflopMatchup, EquityResult {
  /** Player 1's share of the pot, 0..1 (wins + half the ties). */
  readonly equity1: number;
  /** Player 2's share of the pot, 0..1. */
  readonly equity2: number;
  /** Probability of a split pot, 0..1. */
  readonly tieProbability: number;
}

interface StoredMatchup extends EquityResult {
  readonly id: string;
  readonly hand1: string;
  readonly hand2: string;
}

export function buildPreflopRows(
  matchups: readonly PreflopMatchup[],
  results: readonly StoredMatchup[],
): PreflopOddsRow[] {
  return matchups.map((m) => {
    const r = results.find((x) => x.id === m.id);
    if (r?.hand1 !== m.hand1 || r.hand2 !== m.hand2) {
      throw new Error(`Pre-flop odds for "${m.id}" are missing or stale: run npx tsx scripts/generate-preflop-odds.ts`);
    }
    if (r.boards !== PREFLOP_BOARDS || r.wins1 + r.wins2 + r.ties !== r.boards) {
      throw new Error(`Pre-flop odds for "${m.id}" do not add up`);
    }
    const counts: EquityResult = {boards: r.boards, wins1: r.wins1, wins2: r.wins2, ties: r.ties};
    return {
      ...m,
      ...counts,
      equity1: equity1(counts),
      equity2: equity2(counts),
      tieProbability: counts.ties / counts.boards,
    };
  });
}

/** The match-ups of PREFLOP_MATCHUPS with their stored exact results. */
export function preflopOddsRows(): PreflopOddsRow[] {
  return buildPreflopRows(PREFLOP_MATCHUPS, stored.matchups);
}
