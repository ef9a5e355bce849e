import {readFileSync} from 'node:fs';
import path from 'node:path';

import {
  OPERATOR_FACTS,
  OPERATOR_FACTS_FILE,
  type OperatorFact,
  SUPPLIER_NAMES,
  unknownFacts,
} from '../../src/data/operatorFacts';
import type {Finding} from '../../src/lib/check/finding';
import {ruleTexts} from '../../src/lib/check/ruleTexts';
import {ROOT} from './site';

const TEXT = ruleTexts['operator-facts'];

/**
 * Every operator fact nobody has supplied yet, as a warning on its line in the region's facts file, in the
 * region's language: the writers cannot fix these in a page, but they should know which sentences the site
 * leaves out and who to ask. The production deploy refuses to run while any is listed.
 */
export function unknownFactFindings(facts: Record<string, OperatorFact> = OPERATOR_FACTS): Finding[] {
  const source = readFileSync(path.join(ROOT, OPERATOR_FACTS_FILE), 'utf8').split('\n');
  return unknownFacts(facts).map((name) => {
    const fact = facts[name];
    const index = source.findIndex((line) => new RegExp(`^\\s+${name}: \\{`).test(line));
    const indent = /^\s*/.exec(source[index] ?? '')?.[0].length ?? 0;
    return {
      file: OPERATOR_FACTS_FILE,
      line: index + 1 || 1,
      column: indent + 1,
      rule: 'operator-facts',
      severity: 'warning',
      message: TEXT.missingFact(fact.label),
      fix: TEXT.askForFact(SUPPLIER_NAMES[fact.suppliedBy]),
    };
  });
}
