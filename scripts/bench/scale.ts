/**
 * `npm run bench:scale`: copies the project into bench/tmp/, adds 200 and then 2,000 synthetic MDX pages,
 * and reports build time and peak memory for each, so growth can be read.
 */
import {cpSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {timed} from './run';

const ROOT = path.resolve(__dirname, '../..');
const COPY = path.join(ROOT, 'bench', 'tmp', 'scale-site');
const SKIP = new Set(['node_modules', 'build', 'build-preview', '.docusaurus', 'bench', '.git', 'test-results']);

function syntheticPage(index: number): string {
  return [
    '---',
    `title: Szintetikus oldal ${index}`,
    `description: Mérési célú szintetikus oldal (${index}), amely a build idejének és memóriaigényének növekedését mutatja.`,
    '---',
    '',
    `# Szintetikus oldal ${index}`,
    '',
    ...Array.from({length: 8}, (_, p) => `## Szakasz ${p + 1}\n\nA Texas Hold'em és az Omaha szabályai, stratégiai tippek és példák a ${index}. mérési oldalon.\n`),
  ].join('\n');
}

async function measure(count: number): Promise<string> {
  rmSync(COPY, {recursive: true, force: true});
  cpSync(ROOT, COPY, {recursive: true, filter: (src) => !SKIP.has(path.basename(src)) || path.dirname(src) !== ROOT});
  const dir = path.join(COPY, 'i18n/hu/docusaurus-plugin-content-pages/bench');
  mkdirSync(dir, {recursive: true});
  for (let i = 1; i <= count; i += 1) writeFileSync(path.join(dir, `page-${i}.mdx`), syntheticPage(i));
  const run = await timed('npx', ['docusaurus', 'build'], {cwd: COPY, env: {BASE_URL: '', PREVIEW: ''}});
  if (run.code !== 0) throw new Error(`build with ${count} pages failed:\n${run.output.slice(-3000)}`);
  return `| +${count} pages | ${run.wallSeconds.toFixed(1)} s | ${run.peakMemoryMb.toFixed(0)} MB |`;
}

async function main(): Promise<void> {
  const rows = [];
  for (const count of [200, 2000]) {
    console.log(`Building with ${count} synthetic pages…`);
    rows.push(await measure(count));
  }
  rmSync(COPY, {recursive: true, force: true});
  console.log(['| build | wall time | peak memory |', '|---|---:|---:|', ...rows].join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
