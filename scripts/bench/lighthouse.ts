import {execFile} from 'node:child_process';
import {promisify} from 'node:util';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../browser/chromium';
import {HEAVY_LOCK} from './builds';

const run = promisify(execFile);

interface Audit {
  numericValue?: number;
  details?: {items?: readonly Record<string, unknown>[]};
}

export interface Lhr {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, Audit | undefined>;
  configSettings?: {throttlingMethod?: string; throttling?: {cpuSlowdownMultiplier?: number}};
}

function columnSum(audit: Audit | undefined, key: string): number {
  const items = audit?.details?.items;
  if (!items) return NaN;
  return items.reduce((total, item) => total + (typeof item[key] === 'number' ? item[key] : 0), 0);
}

/**
 * Under simulated throttling, bootup-time and mainthread-work-breakdown are the trace's times × the CPU slowdown,
 * so their ratio to the scaffold hardly moves between settings; TBT, LCP and the score are simulated anew at each.
 */
export function scoresFromLhr({categories, audits}: Lhr) {
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsExecMs: numeric('bootup-time'),
    domSize: numeric('dom-size'),
    /**
     * Lighthouse lists only scripts with 50 ms or more of work in all, so a page's many small chunks can fall
     * under it; mainThreadMs has no such cut.
     */
    scriptingMs: columnSum(audits['bootup-time'], 'scripting'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
  };
}

export type LighthouseScores = ReturnType<typeof scoresFromLhr>;

/** So a flag Lighthouse ignored cannot pass unnoticed. */
export function simulatedCpu(lhr: Lhr): number | null {
  const settings = lhr.configSettings;
  return settings?.throttlingMethod === 'simulate' ? (settings.throttling?.cpuSlowdownMultiplier ?? null) : null;
}

// Performance only (the other categories add seconds per run and are checked by the test suite).
// The CLI runs in plain Node: under tsx, functions Lighthouse sends to the browser carry esbuild's
// `__name` helper and fail there. `audits` runs only those audits, without the full-page screenshot: half the
// time of a run.
export async function lighthouseOnce(
  url: string,
  lockHeld = false,
  cpu?: number,
  audits?: readonly string[],
): Promise<LighthouseScores> {
  const lighthouse = [
    require.resolve('lighthouse/cli/index.js'),
    url,
    ...(audits
      ? [`--only-audits=${audits.join(',')}`, '--disable-full-page-screenshot']
      : ['--only-categories=performance']),
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-flags=${['--headless=new', ...CHROMIUM_ARGS].join(' ')}`,
    ...(cpu === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpu}`]),
  ];
  const [program, ...args] = lockHeld
    ? [process.execPath, ...lighthouse]
    : ['flock', HEAVY_LOCK, process.execPath, ...lighthouse];
  const {stdout} = await run(program, args, {
    env: {...process.env, CHROME_PATH: CHROMIUM_PATH},
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: unknown) => {
    throw new Error(`Lighthouse failed on ${url}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  });
  const lhr = JSON.parse(stdout) as Lhr;
  const simulated = simulatedCpu(lhr);
  if (cpu !== undefined && simulated !== cpu) {
    throw new Error(`Lighthouse simulated CPU slowdown ${String(simulated)} on ${url}, not ${cpu}`);
  }
  return scoresFromLhr(lhr);
}
