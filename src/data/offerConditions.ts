/**
 * The conditions each offer depends on that no source in the repository gives, as operator facts, listed by
 * `<OfferConditions offer="…" />`. An offer's text never states one in its own words (the check's rule
 * `sajat-feltetel`); while one is unknown, the list says that the client shows the conditions before opting in.
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
