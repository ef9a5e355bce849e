/**
 * The shape of a region's operator facts (rules: `src/data/operatorFacts.ts`). The names are the same in every
 * region, so a page's `<Fact name="…">` means the same thing everywhere. The source is never shown on a page;
 * the deploy gate reads its date. No imports, so the bundle, the check and the gate read the same plain data.
 */

/** A calendar day as `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;

/** Where a known value comes from: the document or page, where to find it, and the day somebody checked it. */
export interface FactSource {
  /** The document's or page's title: „ÁSZF, 2025. augusztus 14.”, "ConnexOntario: contact". */
  readonly title: string;
  /** Its address (`https://…`) or an internal reference (a ticket, a signed e-mail's subject and sender). */
  readonly reference: string;
  /** The day the value was last compared with the source. */
  readonly checked: IsoDate;
}

export type FactValue =
  {readonly status: 'known'; readonly value: string; readonly source: FactSource} | {readonly status: 'unknown'};

/** What is wrong with a source that cannot back a value (each region's check and gate words it). */
export type SourceProblem = 'noSource' | 'noTitle' | 'noReference' | 'badDate';

/** Why a source cannot back a value, or `undefined` when it can (every part written, a real calendar day). */
export function sourceProblem(source: Partial<FactSource> | undefined): SourceProblem | undefined {
  if (!source) return 'noSource';
  if (!source.title?.trim()) return 'noTitle';
  if (!source.reference?.trim()) return 'noReference';
  const checked = source.checked ?? '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(checked);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  return day?.toISOString().slice(0, 10) === checked ? undefined : 'badDate';
}

/** A supplied value and its source; refuses (throws) a source with an empty part or a malformed date. */
export function known(value: string, source: FactSource): FactValue {
  if (!value.trim()) throw new Error('A known fact needs a value');
  const problem = sourceProblem(source);
  if (problem) throw new Error(`A known fact needs a complete source (${problem}): ${JSON.stringify(source)}`);
  return {status: 'known', value, source};
}

export const unknown: FactValue = {status: 'unknown'};

export type FactSupplier =
  'compliance' | 'dataProtection' | 'support' | 'payments' | 'partners' | 'talent' | 'promotions';

/** How a fact is shown: an e-mail address becomes a `mailto:` link. */
export type FactKind = 'text' | 'email';

export interface OperatorFact {
  /** In the region's language, for the check's warning and the deploy gate. */
  label: string;
  suppliedBy: FactSupplier;
  kind: FactKind;
  value: FactValue;
}

/** Every fact, in the order the check lists them: the same in every region, which writes a label and a value. */
const FACT_TYPES = {
  operatorCompany: ['compliance', 'text'],
  operatorAddress: ['compliance', 'text'],
  licenceNumber: ['compliance', 'text'],
  licensingAuthority: ['compliance', 'text'],
  supervisoryAuthority: ['compliance', 'text'],
  disputeResolutionBody: ['compliance', 'text'],
  governingLaw: ['compliance', 'text'],
  dataController: ['dataProtection', 'text'],
  dataProtectionEmail: ['dataProtection', 'email'],
  supportEmail: ['support', 'email'],
  partnersEmail: ['partners', 'email'],
  talentEmail: ['talent', 'email'],
  chatResponseTime: ['support', 'text'],
  helpCentreResponseTime: ['support', 'text'],
  emailResponseTime: ['support', 'text'],
  paymentMethods: ['payments', 'text'],
  rngTestLab: ['compliance', 'text'],
  gamblingHelplinePhone: ['compliance', 'text'],
  regulatorHelplinePhone: ['compliance', 'text'],
  limitTools: ['compliance', 'text'],
  limitChangeWaitingTime: ['compliance', 'text'],
  timeOutPeriods: ['compliance', 'text'],
  selfExclusionPeriods: ['compliance', 'text'],
  nationalSelfExclusionScope: ['compliance', 'text'],
  welcomeFreeCredit: ['promotions', 'text'],
  welcomeBonusRelease: ['promotions', 'text'],
  welcomeBonusDeadline: ['promotions', 'text'],
  welcomeBonusGames: ['promotions', 'text'],
  welcomeBonusExpiry: ['promotions', 'text'],
  welcomeBonusEligibility: ['promotions', 'text'],
  bonusWithdrawalRules: ['promotions', 'text'],
  streamerCashbackBase: ['promotions', 'text'],
  streamerCashbackWeek: ['promotions', 'text'],
  spinGoldTopMultiplierChance: ['promotions', 'text'],
  partnerSiteLinks: ['compliance', 'text'],
  worldRecordNameUse: ['compliance', 'text'],
} as const satisfies Record<string, readonly [FactSupplier, FactKind]>;

export type FactName = keyof typeof FACT_TYPES;

export const FACT_NAMES = Object.keys(FACT_TYPES) as [FactName, ...FactName[]];

export interface RegionOperatorFacts {
  facts: Record<FactName, OperatorFact>;
  suppliers: Record<FactSupplier, string>;
}

/** A region's facts as its file writes them: a label alone is a fact still unknown. */
export function regionFacts(written: {
  suppliers: Record<FactSupplier, string>;
  facts: Record<FactName, string | Pick<OperatorFact, 'label' | 'value'>>;
}): RegionOperatorFacts {
  const facts = FACT_NAMES.map((name) => {
    const [suppliedBy, kind] = FACT_TYPES[name];
    const entry = written.facts[name];
    const {label, value} = typeof entry === 'string' ? {label: entry, value: unknown} : entry;
    return [name, {label, suppliedBy, kind, value}];
  });
  return {suppliers: written.suppliers, facts: Object.fromEntries(facts) as Record<FactName, OperatorFact>};
}
