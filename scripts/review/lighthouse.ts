/**
 * Lighthouse (mobile, simulated throttling, performance only) on the changed routes of both builds, base and
 * head one after the other for each route so that the machine's load hits both alike. One run per side: a
 * reviewer reads it as a hint (a drop of a few points is within run-to-run noise), the benchmark
 * (`npm run bench`) is where speed is measured properly.
 */
import {listen} from '../../server/node/listen';
import {lighthouseOnce, type LighthouseScores} from '../bench/lighthouse';

/** The figures the report shows: the performance score, LCP, TBT and CLS. */
type ReviewScores = Pick<LighthouseScores, 'performance' | 'lcpMs' | 'tbtMs' | 'cls'>;

// Only the audits of the performance score (it weighs these five metrics, so it is the same as a whole run's):
// the category's other audits and the full-page screenshot would double the time of each run.
const SCORE_AUDITS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

async function scores(url: string, lockHeld: boolean): Promise<ReviewScores> {
  const {performance, lcpMs, tbtMs, cls} = await lighthouseOnce(url, lockHeld, undefined, SCORE_AUDITS);
  return {performance, lcpMs, tbtMs, cls};
}

export interface LighthouseDelta {
  route: string;
  base: ReviewScores;
  head: ReviewScores;
}

export interface LighthouseResult {
  measured: LighthouseDelta[];
  /** Changed routes left out because of the route limit. */
  skipped: string[];
}

export async function lighthouseRoutes(
  routes: readonly string[],
  builds: {base: string; head: string},
  {maxRoutes, lockHeld}: {maxRoutes: number; lockHeld: boolean},
): Promise<LighthouseResult> {
  const chosen = routes.slice(0, maxRoutes);
  const servers = {
    base: await listen({buildDir: builds.base, env: {}}),
    head: await listen({buildDir: builds.head, env: {}}),
  };
  const measured: LighthouseDelta[] = [];
  try {
    for (const route of chosen) {
      const base = await scores(`${servers.base.origin}${route}`, lockHeld);
      const head = await scores(`${servers.head.origin}${route}`, lockHeld);
      measured.push({route, base, head});
    }
  } finally {
    await Promise.all([servers.base.close(), servers.head.close()]);
  }
  return {measured, skipped: routes.slice(maxRoutes)};
}
