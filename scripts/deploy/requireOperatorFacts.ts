/**
 * The production deploy's gate: a region must not go live while any of its operator facts is unknown, unsourced
 * or stale (docs/deploy.md). `REGION=GGPCA npx tsx scripts/deploy/requireOperatorFacts.ts`
 */
import {openFacts, OPERATOR_FACTS, OPERATOR_FACTS_FILE, type OperatorFact} from '../../src/data/operatorFacts';
import {region} from '../../src/data/region';
import {messages} from '../../src/lib/check/messages';
import {contentDate} from '../../src/lib/collections/listing';
import {openFactText} from '../check/unknownFacts';

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
