/**
 * Probability of completing a draw with a given number of outs, as exact fractions. Cards in opponents' hands
 * or burnt are unknown and count as unseen, the standard convention (47 after a Hold'em flop, 46 after the turn).
 */

import {binomial, type Fraction, fraction, toNumber} from './combinatorics';
import {POKER_GAMES, type PokerGameId, SUITS_PER_RANK} from './games';

const FLOP_CARDS = 3;

/** Cards a player has not seen after the flop: the deck minus own cards and the flop. */
export function unseenAfterFlop(game: PokerGameId): number {
  const {deck, holeCards} = POKER_GAMES[game];
  return deck.size - holeCards - FLOP_CARDS;
}

export function unseenAfterTurn(game: PokerGameId): number {
  return unseenAfterFlop(game) - 1;
}

/** Probability that at least one of `draws` cards taken from `unseen` cards is one of `outs`. */
export function hitProbability(outs: number, unseen: number, draws: number): Fraction {
  if (!Number.isInteger(outs) || outs < 0 || outs > unseen) {
    throw new RangeError(`Invalid number of outs: ${outs}`);
  }
  if (!Number.isInteger(draws) || draws < 0 || draws > unseen) {
    throw new RangeError(`Invalid number of draws: ${draws}`);
  }
  const all = binomial(unseen, draws);
  const misses = binomial(unseen - outs, draws);
  return fraction(all - misses, all);
}

/** Clean outs of a flush draw: the suit's cards minus the four you see (two in hand, two on the flop). */
export function flushDrawOuts(game: PokerGameId): number {
  return POKER_GAMES[game].deck.ranks - 4;
}

/** Clean outs of an open-ended straight draw: either of two ranks, in any suit. */
export const OPEN_ENDED_OUTS = 2 * SUITS_PER_RANK;

export interface OutsRow {
  readonly outs: number;
  readonly turn: Fraction;
  readonly river: Fraction;
  readonly turnOrRiver: Fraction;
  readonly turnValue: number;
  readonly riverValue: number;
  readonly turnOrRiverValue: number;
  /** The "rule of 2" estimate for the turn (outs × 2 percent), as a probability 0..1. */
  readonly ruleOfTwo: number;
  /** The "rule of 4" estimate for turn + river (outs × 4 percent), as a probability 0..1 (capped at 1). */
  readonly ruleOfFour: number;
}

/** Exact chances and rule-of-thumb estimates for `outs` outs in `game`. */
export function outsRow(outs: number, game: PokerGameId = 'holdem'): OutsRow {
  const turn = hitProbability(outs, unseenAfterFlop(game), 1);
  const river = hitProbability(outs, unseenAfterTurn(game), 1);
  const turnOrRiver = hitProbability(outs, unseenAfterFlop(game), 2);
  return {
    outs,
    turn,
    river,
    turnOrRiver,
    turnValue: toNumber(turn),
    riverValue: toNumber(river),
    turnOrRiverValue: toNumber(turnOrRiver),
    ruleOfTwo: (outs * 2) / 100,
    ruleOfFour: Math.min(1, (outs * 4) / 100),
  };
}

export function outsTable(maxOuts = 20, game: PokerGameId = 'holdem'): OutsRow[] {
  return Array.from({length: maxOuts}, (_, i) => outsRow(i + 1, game));
}
