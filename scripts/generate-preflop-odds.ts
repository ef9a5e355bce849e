/**
 * Writes src/data/generated/preflop-odds.json: exact win/tie counts of the
 * pre-flop match-ups in src/lib/poker/preflop.ts, by enumerating all
 * 1,712,304 boards of each. The output is deterministic (no timestamps), so
 * rerunning it only changes the file when the match-ups change.
 *
 *   npx tsx scripts/generate-preflop-odds.ts           # write the file
 *   npx tsx scripts/generate-preflop-odds.ts --check   # exit 1 if it is stale
 */

import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

import {computeAllPreflopResults} from '../src/lib/poker/evaluate';
import {PREFLOP_BOARDS} from '../src/lib/poker/preflop';
import {writeGeneratedJson} from './generated/writeGeneratedJson';

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

writeGeneratedJson(
  outFile,
  {
    generator: 'scripts/generate-preflop-odds.ts',
    method: 'exact enumeration of all 5-card boards',
    boardsPerMatchup: PREFLOP_BOARDS,
    matchups,
  },
  'scripts/generate-preflop-odds.ts',
  `${matchups.length} match-ups, ${elapsed} ms`,
);
