/** Command-line flags of `npm run bench`. Unknown flags and bad values stop the run with a clear message. */
export interface BenchArgs {
  /** Lighthouse runs per route (and per scaffold pairing); the median of each figure is reported. */
  runs: number;
  /** Only the routes these name exactly, trailing slash optional (all sitemap routes when empty). */
  routes: string[];
  /** Reuse the builds of the previous run in bench/tmp/ instead of building both sides cold. */
  skipBuild: boolean;
  /** Route/scaffold pairs measured at the same time (1 = strictly one Lighthouse run after the other). */
  parallel: number;
  /**
   * The caller already holds the machine's heavy-job lock (`flock /tmp/heavy.lock npm run bench -- --lock-held`):
   * builds and Lighthouse runs do not take it again. Needed with --parallel above 1, where runs overlap.
   */
  lockHeld: boolean;
  /** No new run starts after this moment (epoch ms): the report then shows how many runs each route got. */
  stopAt: number | null;
}

const USAGE =
  'usage: npm run bench -- [--runs N (1–50, default 3)] [--routes /a/,/b/] [--skip-build] [--parallel P (1–4)] [--lock-held] [--stop-at ISO time]';

export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = {runs: 3, routes: [], skipBuild: false, parallel: 1, lockHeld: false, stopAt: null};
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const [name, inline] = flag.includes('=') ? flag.split(/=(.*)/s, 2) : [flag, undefined];
    const value = (): string => {
      if (inline === undefined && index + 1 >= argv.length) throw new Error(`${name} needs a value\n${USAGE}`);
      const next = inline ?? argv[(index += 1)];
      if (next === '') throw new Error(`${name} needs a value\n${USAGE}`);
      return next;
    };
    if (name === '--runs') {
      const raw = value();
      const runs = Number(raw);
      if (!Number.isInteger(runs) || runs < 1 || runs > 50)
        throw new Error(`--runs must be 1–50, got "${raw}"\n${USAGE}`);
      args.runs = runs;
    } else if (name === '--routes') {
      args.routes = value()
        .split(',')
        .map((route) => route.trim())
        .filter(Boolean);
    } else if (name === '--parallel') {
      const raw = value();
      const parallel = Number(raw);
      if (!Number.isInteger(parallel) || parallel < 1 || parallel > 4) {
        throw new Error(`--parallel must be 1–4, got "${raw}"\n${USAGE}`);
      }
      args.parallel = parallel;
    } else if (name === '--stop-at') {
      const raw = value();
      const stopAt = Date.parse(raw);
      if (Number.isNaN(stopAt)) throw new Error(`--stop-at needs a date and time, got "${raw}"\n${USAGE}`);
      args.stopAt = stopAt;
    } else if (name === '--lock-held') {
      args.lockHeld = true;
    } else if (name === '--skip-build') {
      args.skipBuild = true;
    } else {
      throw new Error(`unknown flag "${flag}"\n${USAGE}`);
    }
  }
  if (args.parallel > 1 && !args.lockHeld) {
    throw new Error(`--parallel needs --lock-held: overlapping runs hold the heavy-job lock together\n${USAGE}`);
  }
  return args;
}
