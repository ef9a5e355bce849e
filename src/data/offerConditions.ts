/**
 * The conditions each offer depends on that no source in the repository gives, as operator facts: the bonus
 * terms page lists them from here (`<OfferConditions offer="…" />`), and the deploy gate holds production
 * back while any is unknown. An offer's text never states one of these in its own words.
 */
import type {FactName} from './operatorFacts';

export const OFFER_CONDITIONS = {
  welcomeBonus: [
    'welcomeFreeCredit',
    'welcomeBonusRelease',
    'welcomeBonusDeadline',
    'welcomeBonusGames',
    'welcomeBonusExpiry',
  ],
  streamerCashback: ['streamerCashbackBase'],
} as const satisfies Record<string, readonly FactName[]>;

export type OfferName = keyof typeof OFFER_CONDITIONS;

export const OFFER_NAMES = Object.keys(OFFER_CONDITIONS) as [OfferName, ...OfferName[]];
