/**
 * Writes src/data/generated/omaha-draws.json: the outs of the Omaha draws in
 * src/lib/poker/omahaDraws.ts, found by dealing every unseen turn card to each
 * hand. The output is deterministic, so rerunning it only changes the file
 * when the draws change.
 *
 *   npx tsx scripts/generate-omaha-draws.ts           # write the file
 *   npx tsx scripts/generate-omaha-draws.ts --check   # exit 1 if it is stale
 */

import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

import {computeAllOmahaDraws} from '../src/lib/poker/evaluate';
import {writeGeneratedJson} from './generated/writeGeneratedJson';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outFile = resolve(root, 'src/data/generated/omaha-draws.json');

const draws = computeAllOmahaDraws();

writeGeneratedJson(
  outFile,
  {
    generator: 'scripts/generate-omaha-draws.ts',
    method: 'every unseen turn card dealt, best hand of exactly two hole and three board cards',
    draws,
  },
  'scripts/generate-omaha-draws.ts',
  `${draws.length} draws`,
);
