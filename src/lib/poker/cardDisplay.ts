/**
 * What a component needs to show cards: the visible tokens ("A♠", "10♥"),
 * their colour, and a Hungarian text for screen readers.
 */

import { formatCard, parseCards, suitOf } from './cards';
import { cardNameHu } from './cardNamesHu';

export interface DisplayCard {
  /** Visible text, e.g. "A♠". */
  readonly text: string;
  /** Hungarian name for assistive technology, e.g. "pikk ász". */
  readonly name: string;
  /** Hearts and diamonds are printed red. */
  readonly isRed: boolean;
}

export interface DisplayHand {
  readonly cards: readonly DisplayCard[];
  /** All cards for screen readers: "pikk ász, pikk király". */
  readonly label: string;
}

/** "A♠ K♥" → tokens and a Hungarian label. */
export function displayHand(text: string): DisplayHand {
  const cards = parseCards(text).map((card) => ({
    text: formatCard(card),
    name: cardNameHu(card),
    isRed: suitOf(card) === 1 || suitOf(card) === 2,
  }));
  return { cards, label: cards.map((c) => c.name).join(', ') };
}
