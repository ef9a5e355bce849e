/**
 * `npm run bench`: builds this site and, in the same run, a bare Docusaurus 3.10 classic scaffold, then
 * compares build time and memory, home page weight and Lighthouse (mobile, median of 3). Writes
 * bench/results.md. Figures are quoted as ratios against the scaffold measured in this very run.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {timed, type TimedRun} from './run';
import {createScaffold} from './scaffold';
import {pageWeight, type PageWeight} from './weight';
import {lighthouseMedian, type LighthouseScores} from './lighthouse';
import {listen} from '../../server/listen';

const ROOT = path.resolve(__dirname, '../..');
const SITE_PAGES = ['/', '/download/', '/poker-school/poker-hand-rankings/', '/terms-conditions/'];
const LIGHTHOUSE_RUNS = Number.parseInt(process.env.BENCH_LIGHTHOUSE_RUNS ?? '3', 10);

async function build(cwd: string, outDir: string): Promise<TimedRun> {
  // Cold builds on both sides: no Rspack/Docusaurus cache from an earlier run.
  await timed('npx', ['docusaurus', 'clear'], {cwd});
  const run = await timed('npx', ['docusaurus', 'build', '--out-dir', outDir], {cwd, env: {BASE_URL: '', PREVIEW: ''}});
  if (run.code !== 0) {
    console.error(run.output.slice(-4000));
    throw new Error(`build failed in ${cwd}`);
  }
  return run;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a');

async function main(): Promise<void> {
  console.log('Creating the bare scaffold…');
  const scaffoldDir = createScaffold(ROOT);
  const siteOut = path.join(ROOT, 'bench', 'tmp', 'site-build');
  const scaffoldOut = path.join(scaffoldDir, 'build');

  console.log('Building the scaffold…');
  const scaffoldBuild = await build(scaffoldDir, scaffoldOut);
  console.log('Building the site…');
  const siteBuild = await build(ROOT, siteOut);

  const siteHome = pageWeight(siteOut, 'index.html');
  const scaffoldHome = pageWeight(scaffoldOut, 'index.html');

  const site = await listen({buildDir: siteOut});
  const scaffold = await listen({buildDir: scaffoldOut});
  const lighthouse: Record<string, LighthouseScores> = {};
  try {
    console.log('Lighthouse: scaffold /');
    lighthouse['scaffold /'] = await lighthouseMedian(`${scaffold.origin}/`, LIGHTHOUSE_RUNS);
    for (const page of SITE_PAGES) {
      console.log(`Lighthouse: site ${page}`);
      lighthouse[`site ${page}`] = await lighthouseMedian(`${site.origin}${page}`, LIGHTHOUSE_RUNS);
    }
  } finally {
    await site.close();
    await scaffold.close();
  }

  const report = renderReport({siteBuild, scaffoldBuild, siteHome, scaffoldHome, lighthouse});
  mkdirSync(path.join(ROOT, 'bench'), {recursive: true});
  writeFileSync(path.join(ROOT, 'bench', 'results.md'), report);
  console.log(report);
}

interface Results {
  siteBuild: TimedRun;
  scaffoldBuild: TimedRun;
  siteHome: PageWeight;
  scaffoldHome: PageWeight;
  lighthouse: Record<string, LighthouseScores>;
}

function renderReport({siteBuild, scaffoldBuild, siteHome, scaffoldHome, lighthouse}: Results): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const lines = [
    '# Benchmark results',
    '',
    `Date: ${new Date().toISOString()} · Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    '',
    'Site and bare Docusaurus 3.10.2 classic scaffold (Faster on), built and measured in the same run.',
    '',
    '## Build',
    '',
    '| | site | scaffold | ratio |',
    '|---|---:|---:|---:|',
    `| wall time | ${siteBuild.wallSeconds.toFixed(1)} s | ${scaffoldBuild.wallSeconds.toFixed(1)} s | ${ratio(siteBuild.wallSeconds, scaffoldBuild.wallSeconds)} |`,
    `| peak memory | ${siteBuild.peakMemoryMb.toFixed(0)} MB | ${scaffoldBuild.peakMemoryMb.toFixed(0)} MB | ${ratio(siteBuild.peakMemoryMb, scaffoldBuild.peakMemoryMb)} |`,
    '',
    '## Home page weight (from the built HTML: scripts, stylesheets, eager images)',
    '',
    '| | site | scaffold | ratio |',
    '|---|---:|---:|---:|',
    `| JS raw | ${kb(siteHome.jsRaw)} | ${kb(scaffoldHome.jsRaw)} | ${ratio(siteHome.jsRaw, scaffoldHome.jsRaw)} |`,
    `| JS gzip | ${kb(siteHome.jsGzip)} | ${kb(scaffoldHome.jsGzip)} | ${ratio(siteHome.jsGzip, scaffoldHome.jsGzip)} |`,
    `| CSS raw | ${kb(siteHome.cssRaw)} | ${kb(scaffoldHome.cssRaw)} | ${ratio(siteHome.cssRaw, scaffoldHome.cssRaw)} |`,
    `| CSS gzip | ${kb(siteHome.cssGzip)} | ${kb(scaffoldHome.cssGzip)} | ${ratio(siteHome.cssGzip, scaffoldHome.cssGzip)} |`,
    `| HTML gzip | ${kb(siteHome.htmlGzip)} | ${kb(scaffoldHome.htmlGzip)} | ${ratio(siteHome.htmlGzip, scaffoldHome.htmlGzip)} |`,
    `| eager images | ${kb(siteHome.imagesRaw)} | ${kb(scaffoldHome.imagesRaw)} | ${ratio(siteHome.imagesRaw, scaffoldHome.imagesRaw)} |`,
    `| total (gzip text + images) | ${kb(siteHome.totalTransfer)} | ${kb(scaffoldHome.totalTransfer)} | ${ratio(siteHome.totalTransfer, scaffoldHome.totalTransfer)} |`,
    '',
    `## Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS})`,
    '',
    '| page | perf | a11y | best pr. | SEO | LCP | TBT | CLS | transfer | perf vs scaffold / |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const base = lighthouse['scaffold /'];
  for (const [name, s] of Object.entries(lighthouse)) {
    lines.push(
      `| ${name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${(s.lcpMs / 1000).toFixed(2)} s | ${s.tbtMs.toFixed(0)} ms | ${s.cls.toFixed(3)} | ${kb(s.totalByteWeight)} | ${base ? ratio(s.performance, base.performance) : 'n/a'} |`,
    );
  }
  lines.push(
    '',
    '## Budgets (design.md)',
    '',
    `- home JS ≤ 1.10× scaffold: ${ratio(siteHome.jsGzip, scaffoldHome.jsGzip)} (gzip) → ${siteHome.jsGzip <= 1.1 * scaffoldHome.jsGzip ? 'met' : 'NOT met'}`,
    `- total home weight ≤ 300 KB: ${kb(lighthouse['site /']?.totalByteWeight ?? siteHome.totalTransfer)} (Lighthouse transfer) → ${(lighthouse['site /']?.totalByteWeight ?? siteHome.totalTransfer) <= 300 * 1024 ? 'met' : 'NOT met'}`,
    `- build ≤ 1.5× scaffold: ${ratio(siteBuild.wallSeconds, scaffoldBuild.wallSeconds)} → ${siteBuild.wallSeconds <= 1.5 * scaffoldBuild.wallSeconds ? 'met' : 'NOT met'}`,
    `- Lighthouse perf ≥ 98, others 100, CLS 0: see the table (${SITE_PAGES.map((p) => `${p} ${lighthouse[`site ${p}`]?.performance ?? '?'}`).join(', ')})`,
    '',
  );
  return lines.join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
