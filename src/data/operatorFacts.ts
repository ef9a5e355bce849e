/**
 * The built region's operator facts (`regions/<ID>/operatorFacts.ts`), read by pages only through `<Fact>` and
 * `<WhenKnown>`, by components through `factValue()`. The rules (a value with its source or explicitly unknown,
 * the deploy gate): docs/operator-questions.md.
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

export const SUPPLIER_NAMES = suppliers;

/** Where the built region's facts are written (the check's warnings point at their lines). */
export const OPERATOR_FACTS_FILE = `regions/${region.id}/operatorFacts.ts`;

export function factValue(name: FactName, facts: Record<FactName, OperatorFact> = OPERATOR_FACTS): string | undefined {
  const {value} = facts[name];
  return value.status === 'known' ? value.value : undefined;
}

/** How old a source's check may be before the gate asks for it again. */
export const FACT_MAX_AGE_DAYS = 180;

export type OpenFact = {name: FactName; fact: OperatorFact} & (
  {reason: 'unknown'} | {reason: 'stale'; checked: string} | {reason: 'unsourced'; problem: SourceProblem}
);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The facts that must be supplied or checked again before a deploy, in the order of the fact list. */
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
