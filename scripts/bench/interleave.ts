import type {LighthouseScores} from './lighthouse';

interface Options {
  siteOrigin: string;
  scaffoldOrigin: string;
  routes: readonly string[];
  runs: number;
  cpus: readonly number[];
  parallel?: number;
  stopAt?: number | null;
  measure: (url: string, cpu: number) => Promise<LighthouseScores>;
  log: (line: string) => void;
}

/**
 * Scaffold home, route, scaffold home, next route… for `runs` rounds, at each CPU setting in turn for each
 * route: machine noise (other builds, tests) falls on both sides alike, so ratios from one run stay
 * comparable. A failed run is logged and counted, never silently dropped.
 */
export async function measureInterleaved({
  siteOrigin,
  scaffoldOrigin,
  routes,
  runs,
  cpus,
  parallel = 1,
  stopAt = null,
  measure,
  log,
}: Options) {
  const byCpu = new Map(
    cpus.map(
      (cpu) =>
        [
          cpu,
          {
            routes: new Map(routes.map((route) => [route, [] as LighthouseScores[]])),
            scaffold: [] as LighthouseScores[],
          },
        ] as const,
    ),
  );
  const results = {byCpu, failures: [] as string[]};
  const attempt = async (label: string, url: string, cpu: number, into: LighthouseScores[]): Promise<void> => {
    try {
      const scores = await measure(url, cpu);
      into.push(scores);
      log(
        `${label}: perf ${scores.performance}, TBT ${scores.tbtMs.toFixed(0)} ms, scripting ${scores.scriptingMs.toFixed(0)} ms`,
      );
    } catch (error) {
      results.failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      log(`${label}: FAILED`);
    }
  };
  const pairs = Array.from({length: runs}, (_, round) =>
    routes.flatMap((route, index) => cpus.map((cpu) => ({round, route, index, cpu}))),
  ).flat();
  let next = 0;
  // Each worker takes the next pair in order: with one worker, scaffold, route, scaffold, route…
  const worker = async (): Promise<void> => {
    while (next < pairs.length && (stopAt === null || Date.now() < stopAt)) {
      const {round, route, index, cpu} = pairs[next];
      next += 1;
      const setting = byCpu.get(cpu);
      if (!setting) continue;
      const step = `[${round + 1}/${runs} · ${index + 1}/${routes.length} · CPU ${cpu}×]`;
      await attempt(`${step} scaffold /`, `${scaffoldOrigin}/`, cpu, setting.scaffold);
      await attempt(`${step} site ${route}`, `${siteOrigin}${route}`, cpu, setting.routes.get(route) ?? []);
    }
  };
  await Promise.all(Array.from({length: Math.max(1, parallel)}, worker));
  return results;
}

/** The median of the finite values; NaN when there are none. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure on its own (so one slow run cannot pick every figure); null without runs. */
export function medianScores(samples: readonly LighthouseScores[]): LighthouseScores | null {
  if (samples.length === 0) return null;
  const keys = Object.keys(samples[0]) as (keyof LighthouseScores)[];
  const medians = Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as Record<
    keyof LighthouseScores,
    number
  >;
  return {...medians, performance: Math.round(medians.performance)};
}
