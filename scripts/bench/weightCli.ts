/**
 * `npm run bench:weight [-- --routes /a/,/b/]`: every sitemap route's first visit as the browser counts it
 * (`browserWeight.ts`), against the bare Docusaurus scaffold's home measured in the same run, on the production
 * build in `build/` (run `npm run build` first) and the scaffold's build in bench/tmp (made if missing).
 * Writes its section of bench/results.md.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

import {precompressBuild} from '../../plugins/security-headers/precompress';
import {listen} from '../../server/node/listen';
import {SITEMAP_FILE} from '../../site/buildFiles';
import {readSitemapRoutes} from '../../site/sitemap';
import {parseBenchArgs} from './args';
import {browserWeights, browserWeightTable} from './browserWeight';
import {writeResultsSection} from './resultsSection';
import {createScaffold, scaffoldDir} from './scaffold';
import {filterRoutes} from './sitemap';

const ROOT = path.resolve(__dirname, '../..');
/** The every-route bar of a first visit before any interaction. */
const BAR_KB = 90;

/**
 * The scaffold's build, with the same Brotli and gzip files beside its text files as the site's build has, so
 * the edge app serves both sides compressed alike (a stock host compresses too).
 */
async function scaffoldBuild(): Promise<string> {
  const dir = scaffoldDir(ROOT);
  const out = path.join(dir, 'build');
  if (!existsSync(path.join(out, 'index.html'))) {
    createScaffold(ROOT);
    execFileSync('npx', ['docusaurus', 'build', '--out-dir', out], {cwd: dir, stdio: 'inherit'});
  }
  await precompressBuild(out);
  return out;
}

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const buildDir = path.join(ROOT, process.env.BUILD_DIR ?? 'build');
  const routes = filterRoutes(readSitemapRoutes(path.join(buildDir, SITEMAP_FILE)), args.routes);
  const site = await listen({buildDir});
  const scaffold = await listen({buildDir: await scaffoldBuild()});
  let rows;
  let reference;
  try {
    [reference] = await browserWeights(scaffold.origin, ['/']);
    rows = await browserWeights(site.origin, routes);
  } finally {
    await site.close();
    await scaffold.close();
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT, encoding: 'utf8'}).trim();
  const heaviest = rows.reduce((a, b) => (b.total > a.total ? b : a));
  const body = [
    '## First visit as the browser counts it (`npm run bench:weight`)',
    '',
    `${new Date().toISOString()} · commit \`${commit}\` · ${rows.length} routes of the built sitemap. Chromium, a new profile per route (nothing cached), 412 × 823 px at 1.75× with touch (Lighthouse's phone), no interaction; every response counted with its headers, as DevTools' "transferred" (the Node edge app serves the build's Brotli files), until the network has been quiet for 1.5 s. The scaffold's home is the bare Docusaurus 3.10 classic site, measured in the same run.`,
    '',
    `Heaviest route: \`${heaviest.route}\`, ${(heaviest.total / 1024).toFixed(1)} KB → ${heaviest.total <= BAR_KB * 1024 ? 'met' : 'NOT met'} (bar ≤ ${BAR_KB} KB). All figures in KB.`,
    '',
    ...browserWeightTable(rows, reference, BAR_KB),
  ].join('\n');
  writeResultsSection('browser-weight', body);
  console.log(body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
