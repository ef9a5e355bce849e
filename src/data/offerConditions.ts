/**
 * The conditions each offer depends on that no source in the repository gives, as operator facts: the bonus
 * terms page lists them from here (`<OfferConditions offer="…" />`), and the deploy gate holds production
 * back while any is unknown. An offer's text never states one of these in its own words (the check's rule
 * `sajat-feltetel` refuses the known ways of writing them); while one is unknown, the list says instead, in one
 * sentence, that the client shows the conditions before the player opts in.
 */
import type {FactName} from './operatorFacts';

export const OFFER_CONDITIONS = {
  welcomeBonus: [
    'welcomeBonusEligibility',
    'welcomeFreeCredit',
    'welcomeBonusRelease',
    'welcomeBonusDeadline',
    'welcomeBonusGames',
    'welcomeBonusExpiry',
    'bonusWithdrawalRules',
  ],
  streamerCashback: ['streamerCashbackBase', 'streamerCashbackWeek'],
} as const satisfies Record<string, readonly FactName[]>;

export type OfferName = keyof typeof OFFER_CONDITIONS;

export const OFFER_NAMES = Object.keys(OFFER_CONDITIONS) as [OfferName, ...OfferName[]];
