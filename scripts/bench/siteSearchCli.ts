/**
 * `npm run bench:search [-- --build-dir build]`: the site search's bytes and time from opening it to the first results
 * (`siteSearch.ts`) on a production build (run `npm run build` first). Writes its section of bench/results.md;
 * `npm run bench` writes the same section.
 */
import path from 'node:path';

import {writeResultsSection} from './resultsSection';
import {siteSearchSection} from './siteSearch';

const ROOT = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  const at = process.argv.indexOf('--build-dir');
  const buildDir = path.resolve(ROOT, at >= 0 ? process.argv[at + 1] : 'build');
  const body = await siteSearchSection(buildDir);
  writeResultsSection('search', body);
  console.log(body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
