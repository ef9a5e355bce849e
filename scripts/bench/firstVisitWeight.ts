/**
 * The first-visit weight section of bench/results.md: every route as the browser counts it (`browserWeight.ts`)
 * against the bare scaffold's home measured in the same run. Used by `npm run bench:weight` and by `npm run bench`.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

import {precompressBuild} from '../../plugins/post-build/precompress';
import {listen} from '../../server/node/listen';
import {browserWeights, browserWeightTable} from './browserWeight';

const ROOT = path.resolve(__dirname, '../..');
/** The every-route bar of a first visit before any interaction. */
const BAR_KB = 90;

/**
 * Measures `routes` of the site's build and the scaffold's home. The scaffold's build gets the same Brotli and
 * gzip files beside its text files as the site's has, so the edge app serves both compressed alike, as any
 * deployed site is (later Lighthouse runs on that build are served compressed too).
 */
export async function firstVisitWeightSection(
  siteBuild: string,
  scaffoldBuild: string,
  routes: readonly string[],
): Promise<string> {
  await precompressBuild(scaffoldBuild);
  const site = await listen({buildDir: siteBuild});
  const scaffold = await listen({buildDir: scaffoldBuild});
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
  return [
    '### First visit as the browser counts it',
    '',
    `${new Date().toISOString()} · commit \`${commit}\` · ${rows.length} routes of the built sitemap. Chromium, a new profile per route (nothing cached), 412 × 823 px at 1.75× with touch (Lighthouse's phone), no interaction; every response counted with its headers, as DevTools' "transferred" (the Node edge app serves the build's Brotli files, over HTTP/1.1), until the network has been quiet for 1.5 s. The scaffold's home is the bare Docusaurus 3.10 classic site, measured in the same run.`,
    '',
    `Heaviest route: \`${heaviest.route}\`, ${(heaviest.total / 1024).toFixed(1)} KB → ${heaviest.total <= BAR_KB * 1024 ? 'met' : 'NOT met'} (bar ≤ ${BAR_KB} KB). All figures in KB.`,
    '',
    ...browserWeightTable(rows, reference, BAR_KB),
  ].join('\n');
}
