/**
 * Hungarian names of cards, for accessible labels ("pikk ász").
 */

import {type Card, parseCards, rankOf, suitOf} from './cards';

const RANK_NAMES_HU = [
  'kettes',
  'hármas',
  'négyes',
  'ötös',
  'hatos',
  'hetes',
  'nyolcas',
  'kilences',
  'tízes',
  'bubi',
  'dáma',
  'király',
  'ász',
] as const;

const SUIT_NAMES_HU = ['pikk', 'kőr', 'káró', 'treff'] as const;

/** "pikk ász" for A♠. */
export function cardNameHu(card: Card): string {
  return `${SUIT_NAMES_HU[suitOf(card)]} ${RANK_NAMES_HU[rankOf(card)]}`;
}

/** "pikk ász, kőr király" for "A♠ K♥". */
export function cardsNameHu(text: string): string {
  return parseCards(text).map(cardNameHu).join(', ');
}

/** Names of the two groups of a hand, for the visible captions and the accessible name. */
export const HOLE_CARDS_LABEL_HU = 'Saját lapok';
export const BOARD_CARDS_LABEL_HU = 'Közös lapok';
