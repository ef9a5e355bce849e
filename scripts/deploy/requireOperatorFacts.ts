/**
 * The production deploy's gate: a region must not go live while any of its operator facts (company, licence,
 * authorities, data controller, contact addresses, response times, and the conditions its offers depend on)
 * is unknown, because the pages then leave those rows and sentences out. Prints what is missing and who
 * supplies it, in the region's language, and exits 1.
 *
 *   npx tsx scripts/deploy/requireOperatorFacts.ts              (Hungary)
 *   REGION=GGPCA npx tsx scripts/deploy/requireOperatorFacts.ts
 */
import {
  OPERATOR_FACTS,
  OPERATOR_FACTS_FILE,
  type OperatorFact,
  SUPPLIER_NAMES,
  unknownFacts,
} from '../../src/data/operatorFacts';
import {messages} from '../../src/lib/check/messages';

/** One line per missing fact; empty when every fact is supplied. */
export function missingFactLines(facts: Record<string, OperatorFact> = OPERATOR_FACTS): string[] {
  return unknownFacts(facts).map((name) => {
    const fact = facts[name];
    return messages.gateLine(fact.label, name, SUPPLIER_NAMES[fact.suppliedBy]);
  });
}

if (require.main === module) {
  const lines = missingFactLines();
  if (lines.length > 0) {
    console.error([messages.gateRefuses(lines.length, OPERATOR_FACTS_FILE), ...lines].join('\n'));
    process.exit(1);
  }
  console.log(messages.gatePasses);
}
