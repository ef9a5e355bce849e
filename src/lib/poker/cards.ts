/** Cards of a standard deck. A card is an integer 0..51: `rank * 4 + suit`, rank 0 the deuce and 12 the ace. */
import {region} from '../../data/region';

export type Card = number;

/** Rank index 0..12 (0 = 2, 8 = T, 9 = J, 10 = Q, 11 = K, 12 = A). */
export type Rank = number;

/** Suit index 0..3 (spades, hearts, diamonds, clubs). */
export type Suit = 0 | 1 | 2 | 3;

const RANK_CHARS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;

export const DECK_SIZE = 52;

export const ACE: Rank = 12;

export function rankOf(card: Card): Rank {
  return card >> 2;
}

export function suitOf(card: Card): Suit {
  return (card & 3) as Suit;
}

// Read once: a global reached at every call costs more than the rest of a hand's evaluation in a sandbox whose
// globals are slow to reach (Jest's, where the evaluators run millions of times over).
const {isInteger} = Number;

/**
 * True when every value is a card of the deck (an integer 0..51) and none repeats: one rank bit per suit marks
 * the cards seen, so a hand is checked without building a set.
 */
export function areDistinctCards(cards: readonly number[]): boolean {
  const seen = [0, 0, 0, 0];
  for (const card of cards) {
    if (!isInteger(card) || card < 0 || card >= DECK_SIZE) return false;
    const bit = 1 << rankOf(card);
    if ((seen[suitOf(card)] & bit) !== 0) return false;
    seen[suitOf(card)] |= bit;
  }
  return true;
}

export const FULL_DECK: readonly Card[] = Object.freeze(Array.from({length: DECK_SIZE}, (_, i) => i));

/** Parses one card written as rank + suit: "As", "Td", "10h", "A♠", "K♥". */
export function parseCard(text: string): Card {
  const match = /^(10|[2-9TJQKA])([shdc♠♥♦♣])$/i.exec(text.trim());
  if (!match) {
    throw new SyntaxError(`Invalid card: "${text}"`);
  }
  const rank = RANK_CHARS.indexOf((match[1] === '10' ? 'T' : match[1].toUpperCase()) as (typeof RANK_CHARS)[number]);
  // The letters and the symbols in suit order, so a position modulo 4 is the suit.
  return rank * 4 + ('shdc♠♥♦♣'.indexOf(match[2].toLowerCase()) % 4);
}

/** Parses space-separated cards: "A♠ K♠" or "As Ks". Rejects duplicates. */
export function parseCards(text: string): Card[] {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  const cards = parts.map(parseCard);
  if (new Set(cards).size !== cards.length) {
    throw new Error(`Duplicate card in "${text}"`);
  }
  return cards;
}

/** Formats a card with its suit symbol, e.g. "A♠", "10♥" (ten written as 10). */
export function formatCard(card: Card): string {
  const rank = RANK_CHARS[rankOf(card)];
  return `${rank === 'T' ? '10' : rank}${SUIT_SYMBOLS[suitOf(card)]}`;
}

/** In deck order. */
export function remainingDeck(dead: readonly Card[]): Card[] {
  const used = new Set(dead);
  return FULL_DECK.filter((card) => !used.has(card));
}

// The words of card names are the built region's (`regions/languages/`).
const {rankNames, suitNames, cardName: pattern} = region.texts;

/** "pikk ász" for A♠. */
export function cardName(card: Card): string {
  return pattern.replace('{suit}', suitNames[suitOf(card)]).replace('{rank}', rankNames[rankOf(card)]);
}

/** Names of the two groups of a hand, for the visible captions and the accessible name. */
export const HOLE_CARDS_LABEL = region.texts.holeCardsLabel;
export const BOARD_CARDS_LABEL = region.texts.boardCardsLabel;

export interface DisplayCard {
  readonly text: string;
  /** Hungarian name for assistive technology, e.g. "pikk ász". */
  readonly name: string;
  /** Hearts and diamonds are printed red. */
  readonly isRed: boolean;
  /** Visible rank, the ten written as "10": "A", "K", "10", "2". */
  readonly rank: string;
  /** Suit index (spades, hearts, diamonds, clubs), for drawing the pip and the four-colour deck. */
  readonly suit: Suit;
}

export interface DisplayHand {
  readonly cards: readonly DisplayCard[];
  /** All cards for screen readers: "pikk ász, pikk király". */
  readonly label: string;
}

export function displayCard(card: Card): DisplayCard {
  const rank = RANK_CHARS[rankOf(card)];
  const suit = suitOf(card);
  return {
    text: formatCard(card),
    name: cardName(card),
    isRed: suit === 1 || suit === 2,
    rank: rank === 'T' ? '10' : rank,
    suit,
  };
}

export function displayCards(cards: readonly Card[]): DisplayHand {
  const shown = cards.map(displayCard);
  return {cards: shown, label: shown.map((c) => c.name).join(', ')};
}
