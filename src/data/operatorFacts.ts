/**
 * The built region's operator facts: the company, its licence and authorities, the data controller, the
 * contact addresses, the response times, and every condition an offer depends on that no source gives. Each
 * region writes its own in `regions/<ID>/operatorFacts.ts`; pages read them only through `<Fact>` and
 * `<WhenKnown>` (src/components/content), components through `factValue()`.
 *
 * A value is given with its source (`known('…', {title, reference, checked})`) or explicitly unknown
 * (`unknown`). Nobody on the content team may guess one: the team named in `suppliedBy` gives it in writing.
 * While a fact is unknown, the pages leave out the row or sentence that would show it; while a fact is unknown
 * or its source was last checked more than `FACT_MAX_AGE_DAYS` ago, `npm run check` lists it as a warning and
 * the production deploy refuses to run (scripts/deploy/requireOperatorFacts.ts).
 */
import {REGION_FACTS} from '../../regions/facts';
import {
  FACT_NAMES,
  type FactName,
  type OperatorFact,
  type SourceProblem,
  sourceProblem,
} from '../../regions/operatorFacts';
import {region} from './region';

export type {FactName, FactSource, OperatorFact} from '../../regions/operatorFacts';
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

/** How old a source's check may be before the gate asks for it again: half a year. */
export const FACT_MAX_AGE_DAYS = 180;

/** Why a fact holds production back: nobody has supplied it, or its source was checked too long ago. */
export type OpenFact = {name: FactName; fact: OperatorFact} & (
  {reason: 'unknown'} | {reason: 'stale'; checked: string} | {reason: 'unsourced'; problem: SourceProblem}
);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The facts that must be supplied or checked again before a deploy, in the order of the fact list: each unknown
 * one, each whose source was checked more than `FACT_MAX_AGE_DAYS` before `today` (`YYYY-MM-DD`), and, for a
 * value written without `known()`, each whose source is incomplete.
 */
export function openFacts(today: string, facts: Record<string, OperatorFact> = OPERATOR_FACTS): OpenFact[] {
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  return FACT_NAMES.flatMap((name): OpenFact[] => {
    // A test or a partial list may leave a name out.
    if (!(name in facts)) return [];
    const fact = facts[name];
    const {value} = fact;
    if (value.status === 'unknown') return [{name, fact, reason: 'unknown'}];
    const problem = sourceProblem(value.source);
    if (problem) return [{name, fact, reason: 'unsourced', problem}];
    const age = (todayMs - Date.parse(`${value.source.checked}T00:00:00Z`)) / DAY_MS;
    return age > FACT_MAX_AGE_DAYS ? [{name, fact, reason: 'stale', checked: value.source.checked}] : [];
  });
}
