/** English visitor text that code assembles: card names, hand captions, system requirements. */
import type {LanguageTexts} from '../regionConfig';

const NBSP = '\u00a0';

export const en: LanguageTexts = {
  language: 'en',
  rankNames: ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king', 'ace'],
  suitNames: ['spades', 'hearts', 'diamonds', 'clubs'],
  cardName: '{rank} of {suit}',
  holeCardsLabel: 'Your cards',
  boardCardsLabel: 'Community cards',
  requirements: {
    orNewer: '{os} or later',
    processorGhz: `{n}${NBSP}GHz processor`,
    ramGb: `{n}${NBSP}GB RAM`,
    freeDisk: `{n}${NBSP}{unit} of free storage`,
  },
  systemRequirementsAnchor: 'system-requirements',
};
