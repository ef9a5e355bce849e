/**
 * What a component needs to show cards: the visible tokens ("A♠", "10♥"),
 * their colour, and a Hungarian text for screen readers.
 */

import {cardName} from './cardNames';
import {type Card, formatCard, RANK_CHARS, rankOf, type Suit, suitOf} from './cards';

export interface DisplayCard {
  /** Visible text, e.g. "A♠". */
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

/** One parsed card → what a component draws. */
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

/** Parsed cards → tokens and a Hungarian label. */
export function displayCards(cards: readonly Card[]): DisplayHand {
  const shown = cards.map(displayCard);
  return {cards: shown, label: shown.map((c) => c.name).join(', ')};
}
