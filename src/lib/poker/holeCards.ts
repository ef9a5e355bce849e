/** What a player's own cards hold right after the deal, counted exactly for each game. */

import {binomial, type Fraction, fraction} from './combinatorics';
import {POKER_GAMES, type PokerGameId, SUITS_PER_RANK} from './games';

export interface HoleCardFacts {
  readonly game: PokerGameId;
  readonly holeCards: number;
  /** Different hands a player can be dealt: C(deck, hole cards). */
  readonly hands: number;
  /** Two-card combinations inside one hand: C(hole cards, 2). */
  readonly twoCardCombos: number;
  /** At least two cards of the same rank. */
  readonly anyPair: Fraction;
  /** At least two cards of one given rank, e.g. at least two aces. */
  readonly pairOfRank: Fraction;
}

/** Hands with no two cards of the same rank: choose the ranks, then any suit for each. */
function handsWithoutPair(ranks: number, holeCards: number): number {
  return binomial(ranks, holeCards) * SUITS_PER_RANK ** holeCards;
}

/** Hands with at least two of the four cards of one rank, the other cards from the rest of the deck. */
function handsWithPairOf(deckSize: number, holeCards: number): number {
  let count = 0;
  for (let same = 2; same <= Math.min(SUITS_PER_RANK, holeCards); same += 1) {
    count += binomial(SUITS_PER_RANK, same) * binomial(deckSize - SUITS_PER_RANK, holeCards - same);
  }
  return count;
}

export function holeCardFacts(game: PokerGameId): HoleCardFacts {
  const {deck, holeCards} = POKER_GAMES[game];
  const hands = binomial(deck.size, holeCards);
  return {
    game,
    holeCards,
    hands,
    twoCardCombos: binomial(holeCards, 2),
    anyPair: fraction(hands - handsWithoutPair(deck.ranks, holeCards), hands),
    pairOfRank: fraction(handsWithPairOf(deck.size, holeCards), hands),
  };
}
