/**
 * The shape of a region's operator facts: who runs the service there, its licence and authorities, the contact
 * addresses, and every condition an offer depends on that no source in the repository gives. Each region
 * writes its own values and labels (`regions/<ID>/operatorFacts.ts`) in its own language; the names are the
 * same everywhere, so a page's `<Fact name="…">` means the same thing in every region.
 *
 * A value is given (`known('…')`) or explicitly unknown (`unknown`): nobody guesses one. No imports, so the
 * browser bundle, the check and the deploy gate read the same plain data.
 */

export type FactValue = {readonly status: 'known'; readonly value: string} | {readonly status: 'unknown'};

export function known(value: string): FactValue {
  return {status: 'known', value};
}

export const unknown: FactValue = {status: 'unknown'};

/** Who answers for a fact. */
export type FactSupplier =
  'compliance' | 'dataProtection' | 'support' | 'payments' | 'partners' | 'talent' | 'promotions';

/** How a fact is shown: an e-mail address becomes a `mailto:` link. */
export type FactKind = 'text' | 'email';

export interface OperatorFact {
  /** What the fact is, in the region's language, for the check's warning and the deploy gate. */
  label: string;
  suppliedBy: FactSupplier;
  kind: FactKind;
  value: FactValue;
}

/** Every fact a page or an offer may depend on, in the order the check lists them. */
export const FACT_NAMES = [
  'operatorCompany',
  'operatorAddress',
  'licenceNumber',
  'licensingAuthority',
  'supervisoryAuthority',
  'disputeResolutionBody',
  'governingLaw',
  'dataController',
  'dataProtectionEmail',
  'supportEmail',
  'partnersEmail',
  'talentEmail',
  'chatResponseTime',
  'helpCentreResponseTime',
  'emailResponseTime',
  'paymentMethods',
  'rngTestLab',
  'gamblingHelplinePhone',
  'welcomeFreeCredit',
  'welcomeBonusRelease',
  'welcomeBonusDeadline',
  'welcomeBonusGames',
  'welcomeBonusExpiry',
  'streamerCashbackBase',
  'spinGoldTopMultiplierChance',
] as const;

export type FactName = (typeof FACT_NAMES)[number];

/** A region's facts, and the names of the teams that supply them, in the region's language. */
export interface RegionOperatorFacts {
  facts: Record<FactName, OperatorFact>;
  suppliers: Record<FactSupplier, string>;
}
