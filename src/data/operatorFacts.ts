/**
 * Every fact about the operator that a page may name: the company, its licence and authorities, the data
 * controller, the contact addresses and the response times. This is their one home; pages read them only
 * through `<Fact>` and `<WhenKnown>` (src/components/content/OperatorFact), components through `factValue()`.
 *
 * A value is either given (`known('…')`) or explicitly unknown (`unknown`). Nobody on the content team may
 * guess one: the team named in `suppliedBy` gives it in writing. While a fact is unknown, the pages leave out
 * the row or sentence that would show it, `npm run check` lists it as a warning, and the production deploy
 * refuses to run (scripts/deploy/requireOperatorFacts.ts).
 */

export type FactValue = {readonly status: 'known'; readonly value: string} | {readonly status: 'unknown'};

/** Who answers for a fact (Hungarian, as the writers' check prints it). */
export type FactSupplier =
  'compliance' | 'dataProtection' | 'support' | 'payments' | 'partners' | 'talent' | 'promotions';

export const SUPPLIER_NAMES: Record<FactSupplier, string> = {
  compliance: 'a megfelelőségi (jogi) csapat',
  dataProtection: 'az adatvédelmi tisztviselő',
  support: 'az ügyfélszolgálat vezetője',
  payments: 'a pénztárért felelős csapat',
  partners: 'a partnerprogram csapata',
  talent: 'a tehetséggondozó (streamer) csapat',
  promotions: 'a promóciós csapat',
};

/** How a fact is shown: an e-mail address becomes a `mailto:` link. */
export type FactKind = 'text' | 'email';

export interface OperatorFact {
  /** What the fact is, in Hungarian, for the check's warning ("az ügyfélszolgálat e-mail-címe"). */
  label: string;
  suppliedBy: FactSupplier;
  kind: FactKind;
  value: FactValue;
}

export function known(value: string): FactValue {
  return {status: 'known', value};
}

export const unknown: FactValue = {status: 'unknown'};

export const OPERATOR_FACTS = {
  operatorCompany: {
    label: 'a szolgáltatást Magyarországon nyújtó üzemeltető cég bejegyzett neve',
    suppliedBy: 'compliance',
    kind: 'text',
    value: unknown,
  },
  operatorAddress: {
    label: 'az üzemeltető cég székhelye',
    suppliedBy: 'compliance',
    kind: 'text',
    value: unknown,
  },
  licenceNumber: {label: 'a szerencsejáték-engedély száma', suppliedBy: 'compliance', kind: 'text', value: unknown},
  licensingAuthority: {
    label: 'az engedélyt kiadó hatóság',
    suppliedBy: 'compliance',
    kind: 'text',
    value: unknown,
  },
  supervisoryAuthority: {
    label: 'a szolgáltatást felügyelő hatóság',
    suppliedBy: 'compliance',
    kind: 'text',
    value: unknown,
  },
  disputeResolutionBody: {
    label: 'az alternatív vitarendezési testület (a 2025. augusztus 14-i ÁSZF szerinti új testület)',
    suppliedBy: 'compliance',
    kind: 'text',
    value: unknown,
  },
  dataController: {
    label: 'az adatkezelő neve és címe',
    suppliedBy: 'dataProtection',
    kind: 'text',
    value: unknown,
  },
  dataProtectionEmail: {
    label: 'az adatvédelmi tisztviselő e-mail-címe',
    suppliedBy: 'dataProtection',
    kind: 'email',
    value: unknown,
  },
  supportEmail: {label: 'az ügyfélszolgálat e-mail-címe', suppliedBy: 'support', kind: 'email', value: unknown},
  partnersEmail: {label: 'a partnerprogram e-mail-címe', suppliedBy: 'partners', kind: 'email', value: unknown},
  talentEmail: {
    label: 'a tehetséggondozó csapat e-mail-címe (streamerprogram)',
    suppliedBy: 'talent',
    kind: 'email',
    value: unknown,
  },
  chatResponseTime: {
    label: 'a chat válaszideje („általában 5 percen belül”)',
    suppliedBy: 'support',
    kind: 'text',
    value: unknown,
  },
  helpCentreResponseTime: {
    label: 'a kliens súgóközpontjának válaszideje',
    suppliedBy: 'support',
    kind: 'text',
    value: unknown,
  },
  emailResponseTime: {
    label: 'az e-mailes megkeresések válaszideje',
    suppliedBy: 'support',
    kind: 'text',
    value: unknown,
  },
  paymentMethods: {
    label: 'a Magyarországról elérhető befizetési és kifizetési módok neve és a számla pénzneme',
    suppliedBy: 'payments',
    kind: 'text',
    value: unknown,
  },
  rngTestLab: {
    label: 'a véletlenszám-generátort tanúsító független laboratórium neve és a tanúsítvány éve',
    suppliedBy: 'compliance',
    kind: 'text',
    value: unknown,
  },
  welcomeBonusRelease: {
    label: 'az üdvözlő bónusz jóváírásának és felszabadításának feltétele (mikor, milyen játékkal)',
    suppliedBy: 'promotions',
    kind: 'text',
    value: unknown,
  },
} as const satisfies Record<string, OperatorFact>;

export type FactName = keyof typeof OPERATOR_FACTS;

export const FACT_NAMES = Object.keys(OPERATOR_FACTS) as [FactName, ...FactName[]];

/** The fact's value, or `undefined` while it is unknown. */
export function factValue(name: FactName, facts: Record<FactName, OperatorFact> = OPERATOR_FACTS): string | undefined {
  const {value} = facts[name];
  return value.status === 'known' ? value.value : undefined;
}

/** The facts nobody has supplied yet, in this file's order. */
export function unknownFacts(facts: Record<string, OperatorFact> = OPERATOR_FACTS): string[] {
  return Object.entries(facts)
    .filter(([, fact]) => fact.value.status === 'unknown')
    .map(([name]) => name);
}
