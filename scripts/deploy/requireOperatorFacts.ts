/**
 * The production deploy's gate: a region must not go live while any of its operator facts (company, licence,
 * authorities, data controller, contact addresses, response times, the conditions its offers depend on, the
 * responsible-gaming tools and periods, and the legal decisions the site waits on) is unknown, was written
 * without a complete source, or was last checked against its source more than 180 days ago: the pages then
 * leave those rows and sentences out, or would show a value nobody has confirmed lately. Prints each such fact
 * with its region, what is wrong and who puts it right, in the region's language, and exits 1.
 *
 *   npx tsx scripts/deploy/requireOperatorFacts.ts              (Hungary)
 *   REGION=GGPCA npx tsx scripts/deploy/requireOperatorFacts.ts
 */
import {openFacts, OPERATOR_FACTS, OPERATOR_FACTS_FILE, type OperatorFact} from '../../src/data/operatorFacts';
import {region} from '../../src/data/region';
import {messages} from '../../src/lib/check/messages';
import {contentDate} from '../../src/lib/collections/listing';
import {openFactText} from '../check/unknownFacts';

/** One line per fact that holds the region back, each naming the region; empty when none does. */
export function missingFactLines(
  facts: Record<string, OperatorFact> = OPERATOR_FACTS,
  today: string = contentDate(),
  regionId: string = region.id,
): string[] {
  return openFacts(today, facts).map((open) => {
    const {message, fix} = openFactText(open);
    return messages.gateLine({region: regionId, name: open.name, message, fix});
  });
}

/** What the gate prints and its exit code: the open facts (1), or that every fact is supplied and current (0). */
export function operatorFactsGate(today: string = contentDate()): {code: 0 | 1; text: string} {
  const lines = missingFactLines(OPERATOR_FACTS, today);
  return lines.length > 0
    ? {
        code: 1,
        text: [messages.gateRefuses({region: region.id, n: lines.length, file: OPERATOR_FACTS_FILE}), ...lines].join(
          '\n',
        ),
      }
    : {code: 0, text: messages.gatePasses(region.id)};
}

if (require.main === module) {
  const {code, text} = operatorFactsGate();
  if (code === 0) console.log(text);
  else console.error(text);
  process.exit(code);
}
