/**
 * `npm run bench:weight [-- --routes /a/,/b/]`: every sitemap route's first visit as the browser counts it, against
 * the bare Docusaurus scaffold's home measured in the same run (`firstVisitWeight.ts`), on the production build in
 * `build/` (run `npm run build` first) and the scaffold's build in bench/tmp (made if missing). Writes its section of
 * bench/results.md; `npm run bench` reports the same table in its own.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

import {SITEMAP_FILE} from '../../site/buildFiles';
import {readSitemapRoutes} from '../../site/sitemap';
import {parseBenchArgs} from './args';
import {firstVisitWeightSection} from './firstVisitWeight';
import {writeResultsSection} from './resultsSection';
import {createScaffold, scaffoldDir} from './scaffold';
import {filterRoutes} from './sitemap';

const ROOT = path.resolve(__dirname, '../..');

function scaffoldBuild(): string {
  const dir = scaffoldDir(ROOT);
  const out = path.join(dir, 'build');
  if (!existsSync(path.join(out, 'index.html'))) {
    createScaffold(ROOT);
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', out], {cwd: dir, stdio: 'inherit'});
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const buildDir = path.join(ROOT, process.env.BUILD_DIR ?? 'build');
  const routes = filterRoutes(readSitemapRoutes(path.join(buildDir, SITEMAP_FILE)), args.routes);
  const section = await firstVisitWeightSection(buildDir, scaffoldBuild(), routes);
  const body = section.replace(
    /^### First visit as the browser counts it/,
    '## First visit as the browser counts it (`npm run bench:weight`)',
  );
  writeResultsSection('browser-weight', body);
  console.log(body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
