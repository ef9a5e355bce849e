/**
 * `npm run review -- --base <ref>`: the reviewer's report of a branch, base against head, in `review/` (what it
 * does and its flags: docs/reviewers.md).
 */
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {listen} from '../../server/node/listen';
import {SITE_ROOT as ROOT} from '../../site/paths';
import {lighthouseOnce} from '../bench/lighthouse';
import {routeHtmlFile} from '../bench/weight';
import {filesChangedSince, git, resolveCommit} from '../check/changedFiles';
import {runCheck} from '../check/runCheck';
import {parseReviewArgs} from './args';
import {addBaseWorktree, buildSite} from './builds';
import {changedRoutes, routeWeight} from './changedRoutes';
import {type LighthouseResult, reportHtml, reportMarkdown, type RouteReport} from './report';
import {screenshotRoutes} from './screenshots';
import {textChanges, visibleLines} from './visibleText';

// Only the audits of the performance score (it weighs these five metrics, so it is the same as a whole run's):
// the category's other audits and the full-page screenshot would double the time of each run.
const SCORE_AUDITS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/** Nothing where the route is new or removed. */
const readHtml = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

async function main(): Promise<void> {
  const args = parseReviewArgs(process.argv.slice(2));
  const baseCommit = resolveCommit(args.base);
  const headCommit = git(['rev-parse', 'HEAD']);
  const started = Date.now();

  let baseBuild = args.baseBuild;
  const worktree = baseBuild ? undefined : addBaseWorktree(baseCommit);
  try {
    if (worktree) {
      baseBuild = path.join(path.dirname(worktree.dir), 'build');
      buildSite(worktree.dir, baseBuild);
    }
    const headBuild = args.headBuild ?? path.join(ROOT, 'build-review-head');
    if (!args.headBuild) buildSite(ROOT, headBuild);
    const base = baseBuild ?? '';

    rmSync(args.out, {recursive: true, force: true});
    mkdirSync(path.join(args.out, 'img'), {recursive: true});
    const changes = changedRoutes(base, headBuild);
    const changed = changes.filter((change) => change.kind === 'changed').map((change) => change.route);
    const servers = {base: await listen({buildDir: base, env: {}}), head: await listen({buildDir: headBuild, env: {}})};
    const origins = {base: servers.base.origin, head: servers.head.origin};
    let shots;
    const lighthouse: LighthouseResult = {measured: [], skipped: changed.slice(args.lighthouseRoutes)};
    try {
      shots = await screenshotRoutes(changed, origins, args.out);
      // One Lighthouse run per side, base then head for each route, so the machine's load hits both alike: a hint
      // (the report's note says so). Where the review's builds run without the heavy-job lock, so do these runs.
      const lockHeld = process.env.REVIEW_LOCK === '';
      for (const route of changed.slice(0, args.lighthouseRoutes)) {
        const run = (origin: string) => lighthouseOnce(`${origin}${route}`, lockHeld, undefined, SCORE_AUDITS);
        lighthouse.measured.push({route, base: await run(origins.base), head: await run(origins.head)});
      }
    } finally {
      await Promise.all([servers.base.close(), servers.head.close()]);
    }
    const routes: RouteReport[] = changes.map((change) => ({
      ...change,
      text: textChanges(
        visibleLines(readHtml(routeHtmlFile(base, change.route))),
        visibleLines(readHtml(routeHtmlFile(headBuild, change.route))),
      ),
      weight: {base: routeWeight(base, change.route), head: routeWeight(headBuild, change.route)},
      shots: shots.filter((shot) => shot.route === change.route),
    }));
    const {findings} = await runCheck({only: filesChangedSince(baseCommit)});

    const facts = {
      base: {ref: args.base, commit: baseCommit},
      head: {commit: headCommit},
      routes,
      lighthouse,
      findings,
      previewUrl: args.previewUrl,
    };
    writeFileSync(path.join(args.out, 'report.md'), reportMarkdown(facts));
    writeFileSync(path.join(args.out, 'index.html'), reportHtml(facts));
    console.log(`Módosult oldalak (${routes.length}):`);
    for (const route of routes) console.log(`  ${route.route}  ${route.kind}`);
    console.log(`Ellenőrzési hibák: ${findings.length}`);
    console.log(
      `Jelentés: ${path.relative(ROOT, path.join(args.out, 'index.html'))} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  } finally {
    worktree?.remove();
  }
}

main().catch((error: unknown) => {
  console.error(`Az átnézési jelentés nem készült el: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
