/**
 * The production deploy's gate: the site must not go live while any operator fact (company, licence,
 * authorities, data controller, contact addresses, response times) is unknown, because the pages then
 * leave those rows and sentences out. Prints what is missing and who supplies it, in Hungarian, and exits 1.
 *
 *   npx tsx scripts/deploy/requireOperatorFacts.ts
 */
import {OPERATOR_FACTS, type OperatorFact, SUPPLIER_NAMES, unknownFacts} from '../../src/data/operatorFacts';

/** One line per missing fact; empty when every fact is supplied. */
export function missingFactLines(facts: Record<string, OperatorFact> = OPERATOR_FACTS): string[] {
  return unknownFacts(facts).map((name) => {
    const fact = facts[name];
    return `- ${fact.label} (${name}) – megadja: ${SUPPLIER_NAMES[fact.suppliedBy]}`;
  });
}

if (require.main === module) {
  const lines = missingFactLines();
  if (lines.length > 0) {
    console.error(
      [
        `Az éles telepítés nem indulhat: ${lines.length} üzemeltetői adat hiányzik (src/data/operatorFacts.ts).`,
        ...lines,
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log('Minden üzemeltetői adat megvan.');
}
