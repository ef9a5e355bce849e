/**
 * Hungarian names of cards, for accessible labels ("pikk ász").
 */

import { parseCards, rankOf, suitOf, type Card } from './cards';

export const RANK_NAMES_HU = [
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

export const SUIT_NAMES_HU = ['pikk', 'kőr', 'káró', 'treff'] as const;

/** "pikk ász" for A♠. */
export function cardNameHu(card: Card): string {
  return `${SUIT_NAMES_HU[suitOf(card)]} ${RANK_NAMES_HU[rankOf(card)]}`;
}

/** "pikk ász, kőr király" for "A♠ K♥". */
export function cardsNameHu(text: string): string {
  return parseCards(text).map(cardNameHu).join(', ');
}
