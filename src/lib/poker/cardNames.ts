/**
 * Names of cards in the site's language, for accessible labels ("pikk ász", "ace of spades"); the words are the
 * built region's (`regions/languages/`).
 */

import {region} from '../../data/region';
import {type Card, rankOf, suitOf} from './cards';

const {rankNames, suitNames, cardName: pattern} = region.texts;

/** "pikk ász" for A♠ (Hungarian). */
export function cardName(card: Card): string {
  return pattern.replace('{suit}', suitNames[suitOf(card)]).replace('{rank}', rankNames[rankOf(card)]);
}

/** Names of the two groups of a hand, for the visible captions and the accessible name. */
export const HOLE_CARDS_LABEL = region.texts.holeCardsLabel;
export const BOARD_CARDS_LABEL = region.texts.boardCardsLabel;
