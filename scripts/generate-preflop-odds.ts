/**
 * Writes src/data/generated/preflop-odds.json: exact win/tie counts of the
 * pre-flop match-ups in src/lib/poker/preflop.ts, by enumerating all
 * 1,712,304 boards of each. The output is deterministic (no timestamps), so
 * rerunning it only changes the file when the match-ups change.
 *
 *   npx tsx scripts/generate-preflop-odds.ts           # write the file
 *   npx tsx scripts/generate-preflop-odds.ts --check   # exit 1 if it is stale
 */

import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

import {PREFLOP_BOARDS} from '../src/lib/poker/preflop';
import {computeAllPreflopResults} from '../src/lib/poker/preflopCompute';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFile = resolve(root, 'src/data/generated/preflop-odds.json');

const started = performance.now();
const matchups = computeAllPreflopResults().map(({id, hand1, hand2, boards, wins1, wins2, ties}) => ({
  id,
  hand1,
  hand2,
  boards,
  wins1,
  wins2,
  ties,
}));
const elapsed = Math.round(performance.now() - started);

const json = `${JSON.stringify(
  {
    generator: 'scripts/generate-preflop-odds.ts',
    method: 'exact enumeration of all 5-card boards',
    boardsPerMatchup: PREFLOP_BOARDS,
    matchups,
  },
  null,
  2,
)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(outFile, 'utf8');
  } catch {
    // Missing file counts as stale.
  }
  if (current !== json) {
    console.error(`${outFile} is stale: run npx tsx scripts/generate-preflop-odds.ts`);
    process.exit(1);
  }
  console.log(`preflop-odds.json is up to date (${matchups.length} match-ups, ${elapsed} ms)`);
} else {
  mkdirSync(dirname(outFile), {recursive: true});
  writeFileSync(outFile, json);
  console.log(`Wrote ${outFile} (${matchups.length} match-ups, ${elapsed} ms)`);
}
