/**
 * The built region's operator facts: the company, its licence and authorities, the data controller, the
 * contact addresses, the response times, and every condition an offer depends on that no source gives. Each
 * region writes its own in `regions/<ID>/operatorFacts.ts`; pages read them only through `<Fact>` and
 * `<WhenKnown>` (src/components/content), components through `factValue()`.
 *
 * A value is given (`known('…')`) or explicitly unknown (`unknown`). Nobody on the content team may guess
 * one: the team named in `suppliedBy` gives it in writing. While a fact is unknown, the pages leave out the
 * row or sentence that would show it, `npm run check` lists it as a warning, and the production deploy refuses
 * to run (scripts/deploy/requireOperatorFacts.ts).
 */
import {REGION_FACTS} from '../../regions/facts';
import {FACT_NAMES, type FactName, type OperatorFact} from '../../regions/operatorFacts';
import {region} from './region';

export type {FactName, OperatorFact} from '../../regions/operatorFacts';
export {FACT_NAMES, known, unknown} from '../../regions/operatorFacts';

// Not `region.operatorFacts`: in the bundles the region config carries no facts (regions/facts.ts).
const {facts, suppliers} = REGION_FACTS[region.id];

export const OPERATOR_FACTS: Record<FactName, OperatorFact> = facts;

/** Who supplies a fact, named in the region's language. */
export const SUPPLIER_NAMES = suppliers;

/** Where the built region's facts are written (the check's warnings point at their lines). */
export const OPERATOR_FACTS_FILE = `regions/${region.id}/operatorFacts.ts`;

/** The fact's value, or `undefined` while it is unknown. */
export function factValue(name: FactName, facts: Record<FactName, OperatorFact> = OPERATOR_FACTS): string | undefined {
  const {value} = facts[name];
  return value.status === 'known' ? value.value : undefined;
}

/** The facts nobody has supplied yet, in the order of the fact list. */
export function unknownFacts(facts: Record<string, OperatorFact> = OPERATOR_FACTS): string[] {
  return FACT_NAMES.filter((name) => name in facts && facts[name].value.status === 'unknown');
}
