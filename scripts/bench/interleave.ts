import type {LighthouseScores} from './lighthouse';

export interface InterleavedResults {
  /** Every successful run of each route, in run order. */
  routes: Map<string, LighthouseScores[]>;
  /** Every successful run of the scaffold home, one before each route run. */
  scaffold: LighthouseScores[];
  failures: string[];
}

interface Options {
  siteOrigin: string;
  scaffoldOrigin: string;
  routes: readonly string[];
  runs: number;
  /** pairs measured at the same time */
  parallel?: number;
  /** no new pair starts after this moment (epoch ms) */
  stopAt?: number | null;
  measure: (url: string) => Promise<LighthouseScores>;
  log: (line: string) => void;
}

/**
 * Scaffold home, route, scaffold home, next route… for `runs` rounds: machine noise (other builds, tests)
 * falls on both sides alike, so ratios from one run stay comparable. A failed run is logged and counted,
 * never silently dropped.
 */
export async function measureInterleaved({
  siteOrigin,
  scaffoldOrigin,
  routes,
  runs,
  parallel = 1,
  stopAt = null,
  measure,
  log,
}: Options): Promise<InterleavedResults> {
  const results: InterleavedResults = {routes: new Map(routes.map((route) => [route, []])), scaffold: [], failures: []};
  const attempt = async (label: string, url: string, into: LighthouseScores[]): Promise<void> => {
    try {
      const scores = await measure(url);
      into.push(scores);
      log(`${label}: perf ${scores.performance}, TBT ${scores.tbtMs.toFixed(0)} ms`);
    } catch (error) {
      results.failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      log(`${label}: FAILED`);
    }
  };
  const pairs = Array.from({length: runs}, (_, round) => routes.map((route, index) => ({round, route, index}))).flat();
  let next = 0;
  // Each worker takes the next pair in order: with one worker, scaffold, route, scaffold, route…
  const worker = async (): Promise<void> => {
    while (next < pairs.length && (stopAt === null || Date.now() < stopAt)) {
      const {round, route, index} = pairs[next];
      next += 1;
      const step = `[${round + 1}/${runs} · ${index + 1}/${routes.length}]`;
      await attempt(`${step} scaffold /`, `${scaffoldOrigin}/`, results.scaffold);
      await attempt(`${step} site ${route}`, `${siteOrigin}${route}`, results.routes.get(route) ?? []);
    }
  };
  await Promise.all(Array.from({length: Math.max(1, parallel)}, worker));
  return results;
}

function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure on its own (so one slow run cannot pick every figure); null without runs. */
export function medianScores(samples: readonly LighthouseScores[]): LighthouseScores | null {
  if (samples.length === 0) return null;
  const of = (key: keyof LighthouseScores) => median(samples.map((sample) => sample[key]));
  return {
    performance: Math.round(of('performance')),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    totalByteWeight: of('totalByteWeight'),
    jsExecMs: of('jsExecMs'),
    domSize: of('domSize'),
  };
}
