/**
 * Writes src/data/generated/preflop-odds.json: exact win/tie counts of the pre-flop match-ups in
 * src/lib/poker/preflop.ts, by enumerating all 1,712,304 boards of each. The output is deterministic (no
 * timestamps), so rerunning it only changes the file when the match-ups change (the site's build stops on a stale
 * file: src/lib/poker/preflop.ts).
 */
import {writeFileSync} from 'node:fs';

import {computeAllPreflopResults} from '../src/lib/poker/evaluate';
import {PREFLOP_BOARDS} from '../src/lib/poker/preflop';

const matchups = computeAllPreflopResults();
const data = {
  generator: 'scripts/generate-preflop-odds.ts',
  method: 'exact enumeration of all 5-card boards',
  boardsPerMatchup: PREFLOP_BOARDS,
  matchups,
};
writeFileSync(
  new URL('../src/data/generated/preflop-odds.json', import.meta.url),
  `${JSON.stringify(data, null, 2)}\n`,
);
console.log(`Wrote src/data/generated/preflop-odds.json (${matchups.length} match-ups)`);
