import path from 'node:path';
import {parseArgs} from 'node:util';

const USAGE =
  'usage: npm run bench -- [--runs N (1–50, default 3)] [--routes /a/,/b/] [--skip-build] [--parallel P (1–4)] [--lock-held] [--stop-at ISO time] [--cpu 4,10 (1–20 each, default 4,10)] [--build-dir build]';

const fail = (message: string): never => {
  throw new Error(`${message}\n${USAGE}`);
};

function integer(name: string, raw: string | undefined, min: number, max: number, fallback: number): number {
  const value = Number(raw ?? fallback);
  if (raw?.trim() === '' || !Number.isInteger(value) || value < min || value > max) {
    fail(`--${name} must be ${min}–${max}, got "${raw}"`);
  }
  return value;
}

const list = (raw: string): string[] =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function parseBenchArgs(argv: readonly string[], defaultRuns = 3) {
  let values;
  try {
    ({values} = parseArgs({
      args: [...argv],
      options: {
        runs: {type: 'string'},
        routes: {type: 'string'},
        'skip-build': {type: 'boolean', default: false},
        parallel: {type: 'string'},
        'lock-held': {type: 'boolean', default: false},
        'stop-at': {type: 'string'},
        cpu: {type: 'string', default: '4,10'},
        'build-dir': {type: 'string', default: 'build'},
      },
    }));
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
  // `--routes=` and the like: parseArgs takes the empty string as a value.
  for (const [name, value] of Object.entries(values)) {
    if (value === '') fail(`--${name} needs a value`);
  }
  const stopAt = values['stop-at'] === undefined ? null : Date.parse(values['stop-at']);
  if (stopAt !== null && Number.isNaN(stopAt)) fail(`--stop-at needs a date and time, got "${values['stop-at']}"`);
  const cpu = list(values.cpu).map(Number);
  // Lighthouse accepts any positive multiplier; above 20 the simulation says little about a real phone.
  if (cpu.length === 0 || cpu.some((value) => !Number.isFinite(value) || value < 1 || value > 20)) {
    fail(`--cpu must list slowdowns of 1–20, got "${values.cpu}"`);
  }
  const parallel = integer('parallel', values.parallel, 1, 4, 1);
  if (parallel > 1 && !values['lock-held']) {
    fail('--parallel needs --lock-held: overlapping runs hold the heavy-job lock together');
  }
  return {
    /** The median of each figure is reported. */
    runs: integer('runs', values.runs, 1, 50, defaultRuns),
    routes: list(values.routes ?? ''),
    /** Reuse the builds of the previous run in bench/tmp/. */
    skipBuild: values['skip-build'],
    parallel,
    /** The caller already holds the heavy-job lock: builds and Lighthouse runs do not take it again. */
    lockHeld: values['lock-held'],
    /** No new run starts after this moment: the report then shows how many runs each route got. */
    stopAt,
    /** Simulated CPU slowdowns: 4 is Lighthouse's mobile default; 10 stands for a low-end phone. */
    cpu: [...new Set(cpu)].sort((a, b) => a - b),
    /** `npm run bench` makes its own. */
    buildDir: path.resolve(values['build-dir']),
  };
}

/** Trailing slash optional; a filter naming no route is an error. */
export function filterRoutes(routes: readonly string[], filters: readonly string[]): string[] {
  if (filters.length === 0) return [...routes];
  const named = (route: string, filter: string) => route === filter || route === `${filter.replace(/\/$/, '')}/`;
  const unmatched = filters.filter((filter) => !routes.some((route) => named(route, filter)));
  if (unmatched.length > 0) throw new Error(`no sitemap route is exactly ${unmatched.join(', ')}`);
  return routes.filter((route) => filters.some((filter) => named(route, filter)));
}
