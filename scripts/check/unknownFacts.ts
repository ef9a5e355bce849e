import {readFileSync} from 'node:fs';
import path from 'node:path';

import {SITE_ROOT} from '../../site/paths';
import {
  FACT_MAX_AGE_DAYS,
  type OpenFact,
  openFacts,
  OPERATOR_FACTS,
  OPERATOR_FACTS_FILE,
  type OperatorFact,
  SUPPLIER_NAMES,
} from '../../src/data/operatorFacts';
import type {Finding} from '../../src/lib/check/finding';
import {ruleTexts} from '../../src/lib/check/ruleTexts';
import {contentDate} from '../../src/lib/collections/listing';

const TEXT = ruleTexts['operator-facts'];

/** What the check and the deploy gate say about a fact that holds production back, and who puts it right. */
export function openFactText(open: OpenFact): {message: string; fix: string} {
  const {label, suppliedBy} = open.fact;
  const supplier = SUPPLIER_NAMES[suppliedBy];
  switch (open.reason) {
    case 'unknown':
      return {message: TEXT.missingFact(label), fix: TEXT.askForFact(supplier)};
    case 'stale':
      return {
        message: TEXT.staleFact({label, checked: open.checked, days: FACT_MAX_AGE_DAYS}),
        fix: TEXT.recheckFact(supplier),
      };
    case 'unsourced':
      return {message: TEXT.unsourcedFact({label, problem: TEXT.sourceProblems[open.problem]}), fix: TEXT.sourceFix};
  }
}

/**
 * Every open operator fact, as a warning on its line in the facts file: the writers cannot fix these in a page,
 * but they should know which sentences the site leaves out and who to ask.
 */
export function unknownFactFindings(
  facts: Record<string, OperatorFact> = OPERATOR_FACTS,
  today: string = contentDate(),
): Finding[] {
  const source = readFileSync(path.join(SITE_ROOT, OPERATOR_FACTS_FILE), 'utf8').split('\n');
  return openFacts(today, facts).map((open) => {
    const index = source.findIndex((line) => new RegExp(`^\\s+${open.name}:`).test(line));
    const indent = /^\s*/.exec(source[index] ?? '')?.[0].length ?? 0;
    return {
      file: OPERATOR_FACTS_FILE,
      line: index + 1 || 1,
      column: indent + 1,
      rule: 'operator-facts',
      severity: 'warning',
      ...openFactText(open),
    };
  });
}
