/**
 * `npm run bench`: this site against a bare Docusaurus 3.10 classic scaffold built and measured in the same run
 * (build, weight, Lighthouse on every sitemap URL interleaved with the scaffold's home, the site search); figures
 * are ratios against that scaffold.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {listen} from '../../server/node/listen';
import {SITEMAP_FILE} from '../../site/buildFiles';
import {SITE_ROOT} from '../../site/paths';
import {readSitemapRoutes} from '../../site/sitemap';
import {git} from '../check/changedFiles';
import {filterRoutes, parseBenchArgs} from './args';
import {createScaffold, HEAVY_LOCK, SCAFFOLD_BUILD, SCAFFOLD_DIR, timedBuild, type TimedRun} from './builds';
import {measureInterleaved, medianScores} from './interleave';
import {lighthouseOnce} from './lighthouse';
import {buildTable, type CpuSetting, lighthouseSection, ratio, weightTable} from './report';
import {gitCommit, machineLoad, writeResultsSection} from './results';
import {siteSearchSection} from './siteSearch';
import {firstVisitWeightSection, heaviestBeforeInteraction, pageWeight} from './weight';

const SITE_OUT = path.join(SITE_ROOT, 'bench', 'tmp', 'site-build');

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const started = new Date();
  const loadBefore = machineLoad();
  // The code measured is the code at build time: record the commit and any uncommitted change then, not
  // at the end, when the results file being written is itself a change.
  const commit = gitCommit();
  const uncommittedAtBuild = git(['status', '--porcelain']) !== '';
  let builds: {site: TimedRun; scaffold: TimedRun} | null = null;
  if (!args.skipBuild || !existsSync(SCAFFOLD_BUILD) || !existsSync(path.join(SITE_OUT, SITEMAP_FILE))) {
    // Cold builds on both sides, under the heavy-job lock, so the wall time is not shared with another build.
    createScaffold();
    const lock = args.lockHeld ? '' : HEAVY_LOCK;
    console.log('Building the scaffold…');
    const scaffold = await timedBuild(SCAFFOLD_DIR, {outDir: SCAFFOLD_BUILD, lock});
    console.log('Building the site…');
    execFileSync('npx', ['docusaurus', 'clear'], {cwd: SITE_ROOT, stdio: 'ignore'});
    builds = {scaffold, site: await timedBuild(SITE_ROOT, {outDir: SITE_OUT, lock})};
  }

  const routes = filterRoutes(readSitemapRoutes(path.join(SITE_OUT, SITEMAP_FILE)), args.routes);
  const siteHome = pageWeight(SITE_OUT, '/');
  const scaffoldHome = pageWeight(SCAFFOLD_BUILD, '/');
  const heaviest = heaviestBeforeInteraction(SITE_OUT, readSitemapRoutes(path.join(SITE_OUT, SITEMAP_FILE)));

  const site = await listen({buildDir: SITE_OUT});
  const scaffold = await listen({buildDir: SCAFFOLD_BUILD});
  let measured;
  try {
    measured = await measureInterleaved({
      siteOrigin: site.origin,
      scaffoldOrigin: scaffold.origin,
      routes,
      runs: args.runs,
      cpus: args.cpu,
      parallel: args.parallel,
      stopAt: args.stopAt,
      measure: (url, cpu) => lighthouseOnce(url, args.lockHeld, cpu),
      log: (line) => console.log(line),
    });
  } finally {
    await site.close();
    await scaffold.close();
  }

  // After Lighthouse, which measures the scaffold as it has always been served.
  const firstVisit = await firstVisitWeightSection(SITE_OUT, SCAFFOLD_BUILD, routes);
  // The site search once opened, next to the first visit's figures it leaves as they are.
  writeResultsSection('search', await siteSearchSection(SITE_OUT));

  const settings: CpuSetting[] = [...measured.byCpu].map(([cpu, runs]) => ({
    cpu,
    scaffold: medianScores(runs.scaffold),
    scaffoldRuns: runs.scaffold.length,
    rows: routes.map((route) => {
      const samples = runs.routes.get(route) ?? [];
      return {route, scores: medianScores(samples), runs: samples.length};
    }),
  }));
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const body = [
    '## Every route against the bare scaffold (`npm run bench`)',
    '',
    `Started ${started.toISOString()}, finished ${new Date().toISOString()} · commit \`${commit}\`${uncommittedAtBuild ? ' (built with uncommitted changes in the working tree)' : ''} · ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    '',
    `Machine load at the start: \`${loadBefore}\`; at the end: \`${machineLoad()}\``,
    '',
    `Lighthouse 12, mobile, simulated throttling, ${args.lockHeld ? "the whole run under the machine's heavy-job lock" : "each run under the machine's heavy-job lock"}. N = ${args.runs} rounds; in each round the scaffold's home is measured right before every route (scaffold, route, scaffold, route…), so machine noise hits both alike${args.parallel > 1 ? `; ${args.parallel} such scaffold/route pairs ran at the same time (to fit the time available), so absolute figures carry that contention on both sides alike` : ''}. Each route is measured at each CPU slowdown of \`--cpu ${args.cpu.join(',')}\`, each time right after the scaffold's home at the same slowdown. Each figure is the median of its own runs; the scaffold's figures at a slowdown are the median of all its scaffold runs at that slowdown in this run.${args.routes.length > 0 ? ` Routes filtered by \`--routes ${args.routes.join(',')}\`.` : ' Routes: every URL of the built sitemap.xml.'}`,
    '',
    ...(builds
      ? ['### Build (cold, both sides)', '', ...buildTable(builds.site, builds.scaffold), '']
      : ['Builds reused from the previous run (`--skip-build`).', '']),
    '### Home page weight (from the built HTML: scripts, stylesheets, eager images)',
    '',
    ...weightTable(siteHome, scaffoldHome),
    '',
    `Budgets: home JS gzip (app included) ≤ 0.9× the scaffold's: ${ratio(siteHome.jsGzip, scaffoldHome.jsGzip)} → ${siteHome.jsGzip <= 0.9 * scaffoldHome.jsGzip ? 'met' : 'NOT met'}; home CSS gzip ≤ 1.0×: ${ratio(siteHome.cssGzip, scaffoldHome.cssGzip)} → ${siteHome.cssGzip <= scaffoldHome.cssGzip ? 'met' : 'NOT met'}. Before any interaction (the spec's own bars): script ${(siteHome.loadJsGzip / 1024).toFixed(1)} KB of ≤ 25 KB → ${siteHome.loadJsGzip <= 25 * 1024 ? 'met' : 'NOT met'}; everything ${(siteHome.totalTransfer / 1024).toFixed(1)} KB of ≤ 120 KB → ${siteHome.totalTransfer <= 120 * 1024 ? 'met' : 'NOT met'}. Every sitemap route before any interaction, the heaviest: script ${(heaviest.script.bytes / 1024).toFixed(1)} KB (\`${heaviest.script.route}\`) → ${heaviest.script.bytes <= 25 * 1024 ? 'met' : 'NOT met'}; everything ${(heaviest.total.bytes / 1024).toFixed(1)} KB (\`${heaviest.total.route}\`) → ${heaviest.total.bytes <= 120 * 1024 ? 'met' : 'NOT met'}.`,
    '',
    firstVisit,
    '',
    ...lighthouseSection(settings),
    ...(args.stopAt !== null
      ? [
          '',
          `Run with \`--stop-at ${new Date(args.stopAt).toISOString()}\`: the runs column shows how many rounds each route got before it.`,
        ]
      : []),
    ...(measured.failures.length > 0
      ? ['', 'Failed runs:', ...measured.failures.map((failure) => `- ${failure}`)]
      : []),
  ].join('\n');
  writeResultsSection('routes', body);
}

void main();
