/**
 * `npm run bench:regions`: the build time of every region, alone and all together. Each measurement is a cold
 * build in a fresh copy of the project (no cache): each region alone, then every region one after another in
 * one copy, as CI and the production workflow build them. Linear means the regions together take the sum of
 * their times alone (ratio 1.0), and a region's time follows its page count. Writes its section of
 * bench/results.md.
 */
import {rmSync} from 'node:fs';
import path from 'node:path';

import {REGIONS} from '../../regions';
import {readSitemapUrls} from '../../site/sitemap';
import {copyProject, PROJECT_ROOT} from './projectCopy';
import {writeResultsSection} from './resultsSection';
import {machineLoad, timed, type TimedRun} from './run';

const COPY = path.join(PROJECT_ROOT, 'bench', 'tmp', 'regions-site');

async function buildRegion(id: string): Promise<TimedRun> {
  const run = await timed('npx', ['docusaurus', 'build', '--out-dir', `build-${id.toLowerCase()}`], {
    cwd: COPY,
    lock: true,
    env: {REGION: id, BASE_URL: '', PREVIEW: ''},
  });
  if (run.code !== 0) throw new Error(`the ${id} build failed:\n${run.output.slice(-3000)}`);
  return run;
}

/** The number of pages a region's build in the copy published (its sitemap's entries). */
function pagesOf(id: string): number {
  return readSitemapUrls(path.join(COPY, `build-${id.toLowerCase()}`, 'sitemap.xml')).length;
}

async function main(): Promise<void> {
  const started = new Date().toISOString();
  const load = machineLoad();
  const ids = Object.keys(REGIONS);
  const alone = new Map<string, TimedRun>();
  const pages = new Map<string, number>();
  for (const id of ids) {
    console.log(`Building ${id} alone (cold)…`);
    copyProject(COPY);
    alone.set(id, await buildRegion(id));
    pages.set(id, pagesOf(id));
  }
  console.log(`Building ${ids.join(' + ')} one after another (cold)…`);
  copyProject(COPY);
  const together: TimedRun[] = [];
  for (const id of ids) together.push(await buildRegion(id));
  const sum = (runs: TimedRun[]) => runs.reduce((total, run) => total + run.wallSeconds, 0);
  const aloneSum = sum([...alone.values()]);
  const togetherSum = sum(together);
  const rows = ids.map((id, index) => {
    const run = alone.get(id);
    if (!run) throw new Error(`no run of ${id}`);
    return `| ${id} | ${pages.get(id) ?? 0} | ${run.wallSeconds.toFixed(1)} s | ${run.peakMemoryMb.toFixed(0)} MB | ${together[index].wallSeconds.toFixed(1)} s |`;
  });
  const body = [
    '## Regions (`npm run bench:regions`)',
    '',
    `Started ${started} · load at the start \`${load}\` · cold builds of a copy of the project, each under the machine's heavy-job lock; wall time and the peak resident memory of the largest process (GNU time).`,
    '',
    '| region | pages | wall time alone | peak memory | wall time in the run of all regions |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    `| all ${ids.length}, one after another | ${[...pages.values()].reduce((a, b) => a + b, 0)} | ${aloneSum.toFixed(1)} s (sum) | – | ${togetherSum.toFixed(1)} s |`,
    '',
    `All regions together take ${(togetherSum / aloneSum).toFixed(2)}× the sum of their times alone (1.00 is linear).`,
  ].join('\n');
  rmSync(COPY, {recursive: true, force: true});
  writeResultsSection('regions', body);
  console.log(body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
