// `npm run test:visual [-- --update] [-- <playwright args>]`: the screenshot comparisons against the production
// build in build/. `--update` rewrites the baselines in tests/visual/__screenshots__/ (review them before committing).
import {spawnSync} from 'node:child_process';

const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots=all' : arg));
const run = spawnSync('npx', ['playwright', 'test', '--config', 'tests/visual/playwright.config.ts', ...args], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
