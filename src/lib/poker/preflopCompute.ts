/**
 * Exact pre-flop equities by enumerating every board (about 0.1 s per
 * match-up in Node). Used by the generator script and the tests; the site
 * reads the stored result instead (preflopOdds.ts).
 */

import {exactHeadsUpEquity} from './equity';
import type {EquityResult} from './equityResult';
import {matchupCards, PREFLOP_MATCHUPS, type PreflopMatchup} from './preflop';

export interface PreflopResult extends EquityResult {
  readonly id: string;
  readonly hand1: string;
  readonly hand2: string;
}

function computePreflopResult(matchup: PreflopMatchup): PreflopResult {
  const {hand1, hand2} = matchupCards(matchup);
  return {id: matchup.id, hand1: matchup.hand1, hand2: matchup.hand2, ...exactHeadsUpEquity(hand1, hand2)};
}

export function computeAllPreflopResults(): PreflopResult[] {
  return PREFLOP_MATCHUPS.map(computePreflopResult);
}
