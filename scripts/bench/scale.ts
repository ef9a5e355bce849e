/**
 * `npm run bench:scale`: copies the project into bench/tmp/, then builds it as it is and with 200 and 2,000
 * synthetic MDX pages added, and reports build time and peak memory for each and the cost of each added
 * page, so growth can be read (linear growth: the same cost per page from 200 to 2,000 as from 0 to 200).
 * Each build holds the machine's heavy-job lock. Writes its section of bench/results.md.
 */
import {mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {PAGES_DIR} from '../../site/paths';
import {copyProject, PROJECT_ROOT} from './projectCopy';
import {writeResultsSection} from './resultsSection';
import {machineLoad, timed, type TimedRun} from './run';

const COPY = path.join(PROJECT_ROOT, 'bench', 'tmp', 'scale-site');
const COUNTS = [0, 200, 2000];

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

async function measure(count: number): Promise<TimedRun> {
  copyProject(COPY);
  const dir = path.join(COPY, PAGES_DIR, 'bench');
  mkdirSync(dir, {recursive: true});
  for (let i = 1; i <= count; i += 1) writeFileSync(path.join(dir, `page-${i}.mdx`), syntheticPage(i));
  const run = await timed('npx', ['docusaurus', 'build'], {
    cwd: COPY,
    lock: true,
    env: {BASE_URL: '', PREVIEW: ''},
  });
  if (run.code !== 0) throw new Error(`build with ${count} pages failed:\n${run.output.slice(-3000)}`);
  return run;
}

async function main(): Promise<void> {
  const started = new Date().toISOString();
  const load = machineLoad();
  const runs: {count: number; run: TimedRun}[] = [];
  for (const count of COUNTS) {
    console.log(`Building with ${count} synthetic pages…`);
    runs.push({count, run: await measure(count)});
  }
  rmSync(COPY, {recursive: true, force: true});
  const rows = runs.map(({count, run}, index) => {
    const previous = index > 0 ? runs[index - 1] : null;
    const perPage = previous
      ? `${((1000 * (run.wallSeconds - previous.run.wallSeconds)) / (count - previous.count)).toFixed(1)} ms`
      : '–';
    return `| +${count} pages | ${run.wallSeconds.toFixed(1)} s | ${perPage} | ${run.peakMemoryMb.toFixed(0)} MB |`;
  });
  const body = [
    '## Scale (`npm run bench:scale`)',
    '',
    `Started ${started} · load at the start \`${load}\` · cold builds of a copy of the project (no cache), each under the machine's heavy-job lock; wall time and the peak resident memory of the largest process (GNU time).`,
    '',
    '| build | wall time | added time per added page | peak memory |',
    '|---|---:|---:|---:|',
    ...rows,
  ].join('\n');
  writeResultsSection('scale', body);
  console.log(body);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
