/**
 * Writes src/data/generated/omaha-draws.json: the outs of the Omaha draws in src/lib/poker/omahaDraws.ts, found by
 * dealing every unseen turn card to each hand. The output is deterministic, so rerunning it only changes the file
 * when the draws change (the site's build stops on a stale file: src/lib/poker/omahaDraws.ts).
 */
import {writeFileSync} from 'node:fs';

import {computeAllOmahaDraws} from '../src/lib/poker/evaluate';

const generator = 'scripts/generate-omaha-draws.ts';
const method = 'every unseen turn card dealt, best hand of exactly two hole and three board cards';
const draws = computeAllOmahaDraws();
writeFileSync(
  new URL('../src/data/generated/omaha-draws.json', import.meta.url),
  `${JSON.stringify({generator, method, draws}, null, 2)}\n`,
);
console.log(`Wrote src/data/generated/omaha-draws.json (${draws.length} draws)`);
