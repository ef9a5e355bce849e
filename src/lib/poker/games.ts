/** The games the odds pages compare, described by what the counting needs. Suits are always four. */

export interface DeckShape {
  readonly size: number;
  /** Ranks in the deck (each in four suits). */
  readonly ranks: number;
  /** Rank runs that make a straight, counting the ace-low one. */
  readonly straights: number;
}

export interface PokerGame {
  readonly deck: DeckShape;
  /** Cards dealt to each player. */
  readonly holeCards: number;
}

export const SUITS_PER_RANK = 4;

/** 2 to ace; straights 5-high (A-2-3-4-5) to ace-high. */
export const STANDARD_DECK: DeckShape = {size: 52, ranks: 13, straights: 10};

/** 6 to ace; straights 9-high (A-6-7-8-9, the ace playing low) to ace-high. */
export const SHORT_DECK: DeckShape = {size: 36, ranks: 9, straights: 6};

export const POKER_GAMES = {
  holdem: {deck: STANDARD_DECK, holeCards: 2},
  omaha: {deck: STANDARD_DECK, holeCards: 4},
  plo5: {deck: STANDARD_DECK, holeCards: 5},
  plo6: {deck: STANDARD_DECK, holeCards: 6},
  'short-deck': {deck: SHORT_DECK, holeCards: 2},
} as const satisfies Record<string, PokerGame>;

export type PokerGameId = keyof typeof POKER_GAMES;
