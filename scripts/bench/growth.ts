/**
 * How the build grows, from cold builds in a fresh copy of the project (no cache) under the machine's heavy-job
 * lock, each with its wall time and the peak resident memory of its largest process (GNU time). Writes its section
 * of bench/results.md.
 *
 * `npm run bench:scale` (`pages`): the project as it is and with 200 and 2,000 synthetic MDX pages added, and the
 * cost of each added page (linear growth: the same cost per page from 200 to 2,000 as from 0 to 200).
 *
 * `npm run bench:regions` (`regions`): each region alone, then every region one after another in one copy, as CI
 * and the production workflow build them. Linear means the regions together take the sum of their times alone
 * (ratio 1.0), and a region's time follows its page count.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {REGIONS} from '../../regions';
import {PAGES_DIR, SITE_ROOT} from '../../site/paths';
import {readSitemapUrls} from '../../site/sitemap';
import {copyProject, timedBuild, type TimedRun} from './builds';
import {machineLoad, runMain, writeResultsSection} from './results';

const COPY = path.join(SITE_ROOT, 'bench', 'tmp', 'growth-site');

const header = (title: string, started: string, load: string): string[] => [
  `## ${title}`,
  '',
  `Started ${started} · load at the start \`${load}\` · cold builds of a copy of the project (no cache), each under the machine's heavy-job lock; wall time and the peak resident memory of the largest process (GNU time).`,
  '',
];

function syntheticPage(index: number): string {
  return [
    '---',
    `title: Szintetikus oldal ${index}`,
    `description: Mérési célú szintetikus oldal (${index}), amely a build idejének és memóriaigényének növekedését mutatja.`,
    '---',
    '',
    `# Szintetikus oldal ${index}`,
    '',
    ...Array.from(
      {length: 8},
      (_, p) =>
        `## Szakasz ${p + 1}\n\nA Texas Hold'em és az Omaha szabályai, stratégiai tippek és példák a ${index}. mérési oldalon.\n`,
    ),
  ].join('\n');
}

async function pages(started: string, load: string): Promise<string> {
  const runs: {count: number; run: TimedRun}[] = [];
  for (const count of [0, 200, 2000]) {
    console.log(`Building with ${count} synthetic pages…`);
    copyProject(COPY);
    const dir = path.join(COPY, PAGES_DIR, 'bench');
    mkdirSync(dir, {recursive: true});
    for (let i = 1; i <= count; i += 1) writeFileSync(path.join(dir, `page-${i}.mdx`), syntheticPage(i));
    runs.push({count, run: await timedBuild(COPY)});
  }
  const rows = runs.map(({count, run}, index) => {
    const previous = index > 0 ? runs[index - 1] : null;
    const perPage = previous
      ? `${((1000 * (run.wallSeconds - previous.run.wallSeconds)) / (count - previous.count)).toFixed(1)} ms`
      : '–';
    return `| +${count} pages | ${run.wallSeconds.toFixed(1)} s | ${perPage} | ${run.peakMemoryMb.toFixed(0)} MB |`;
  });
  return [
    ...header('Scale (`npm run bench:scale`)', started, load),
    '| build | wall time | added time per added page | peak memory |',
    '|---|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

async function regions(started: string, load: string): Promise<string> {
  const ids = Object.keys(REGIONS);
  const out = (id: string) => `build-${id.toLowerCase()}`;
  const build = (id: string) => timedBuild(COPY, {outDir: out(id), env: {REGION: id}});
  const alone: TimedRun[] = [];
  const pageCounts: number[] = [];
  for (const id of ids) {
    console.log(`Building ${id} alone (cold)…`);
    copyProject(COPY);
    alone.push(await build(id));
    // The pages the region's build published: its sitemap's entries.
    pageCounts.push(readSitemapUrls(path.join(COPY, out(id), 'sitemap.xml')).length);
  }
  console.log(`Building ${ids.join(' + ')} one after another (cold)…`);
  copyProject(COPY);
  const together: TimedRun[] = [];
  for (const id of ids) together.push(await build(id));
  const sum = (runs: TimedRun[]) => runs.reduce((total, run) => total + run.wallSeconds, 0);
  const rows = ids.map(
    (id, index) =>
      `| ${id} | ${pageCounts[index]} | ${alone[index].wallSeconds.toFixed(1)} s | ${alone[index].peakMemoryMb.toFixed(0)} MB | ${together[index].wallSeconds.toFixed(1)} s |`,
  );
  return [
    ...header('Regions (`npm run bench:regions`)', started, load),
    '| region | pages | wall time alone | peak memory | wall time in the run of all regions |',
    '|---|---:|---:|---:|---:|',
    ...rows,
    `| all ${ids.length}, one after another | ${pageCounts.reduce((a, b) => a + b, 0)} | ${sum(alone).toFixed(1)} s (sum) | – | ${sum(together).toFixed(1)} s |`,
    '',
    `All regions together take ${(sum(together) / sum(alone)).toFixed(2)}× the sum of their times alone (1.00 is linear).`,
  ].join('\n');
}

runMain(async () => {
  const kind = process.argv[2];
  if (kind !== 'pages' && kind !== 'regions') throw new Error('usage: tsx scripts/bench/growth.ts pages|regions');
  const body = await (kind === 'pages' ? pages : regions)(new Date().toISOString(), machineLoad());
  rmSync(COPY, {recursive: true, force: true});
  writeResultsSection(kind === 'pages' ? 'scale' : 'regions', body);
});
