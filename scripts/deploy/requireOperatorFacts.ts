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

/** What the gate prints and its exit code: the missing facts and who supplies them (1), or that all are there (0). */
export function operatorFactsGate(): {code: 0 | 1; text: string} {
  const lines = missingFactLines();
  return lines.length > 0
    ? {code: 1, text: [messages.gateRefuses(lines.length, OPERATOR_FACTS_FILE), ...lines].join('\n')}
    : {code: 0, text: messages.gatePasses};
}

if (require.main === module) {
  const {code, text} = operatorFactsGate();
  if (code === 0) console.log(text);
  else console.error(text);
  process.exit(code);
}
