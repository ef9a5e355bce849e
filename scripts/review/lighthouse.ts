/**
 * Lighthouse (mobile, simulated throttling, performance only) on the changed routes of both builds, base and
 * head one after the other for each route so that the machine's load hits both alike. One run per side: a
 * reviewer reads it as a hint (a drop of a few points is within run-to-run noise), the benchmark (`npm run bench`)
 * is where speed is measured properly, and the report's note says so.
 */
import {lighthouseOnce, type LighthouseScores} from '../bench/lighthouse';

// Only the audits of the performance score (it weighs these five metrics, so it is the same as a whole run's):
// the category's other audits and the full-page screenshot would double the time of each run.
const SCORE_AUDITS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

export interface LighthouseDelta {
  route: string;
  /** The report shows the performance score, LCP, TBT and CLS. */
  base: Pick<LighthouseScores, 'performance' | 'lcpMs' | 'tbtMs' | 'cls'>;
  head: Pick<LighthouseScores, 'performance' | 'lcpMs' | 'tbtMs' | 'cls'>;
}

export interface LighthouseResult {
  measured: LighthouseDelta[];
  /** Changed routes left out because of the route limit. */
  skipped: string[];
}

export async function lighthouseRoutes(
  routes: readonly string[],
  origins: {base: string; head: string},
  {maxRoutes, lockHeld}: {maxRoutes: number; lockHeld: boolean},
): Promise<LighthouseResult> {
  const measured: LighthouseDelta[] = [];
  for (const route of routes.slice(0, maxRoutes)) {
    const base = await lighthouseOnce(`${origins.base}${route}`, lockHeld, undefined, SCORE_AUDITS);
    const head = await lighthouseOnce(`${origins.head}${route}`, lockHeld, undefined, SCORE_AUDITS);
    measured.push({route, base, head});
  }
  return {measured, skipped: routes.slice(maxRoutes)};
}
