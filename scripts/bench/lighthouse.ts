import {execFile} from 'node:child_process';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../browser/chromium';
import {type BenchScores, type Lhr, scoresFromLhr, simulatedCpu} from './lhr';

export type {LighthouseScores} from './lhr';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

const CLI = require.resolve('lighthouse/cli/index.js');

// Performance only (the other categories add seconds per run and are checked by the test suite).
// The CLI runs in plain Node: under tsx, functions Lighthouse sends to the browser carry esbuild's
// `__name` helper and fail there. Every run holds the machine's heavy-job lock (unless the caller holds
// it already), so no build or test suite of another engineer runs on the same cores during it.
// `cpu` sets the simulated CPU slowdown; without it Lighthouse's mobile default (4) applies. `audits` runs only
// those audits, without the full-page screenshot, for a caller that reads a few figures: half the time of a run.
export function lighthouseOnce(
  url: string,
  lockHeld = false,
  cpu?: number,
  audits?: readonly string[],
): Promise<BenchScores> {
  const lock = lockHeld ? [] : ['/tmp/heavy.lock', process.execPath];
  return new Promise((resolve, reject) => {
    execFile(
      lockHeld ? process.execPath : 'flock',
      [
        ...lock,
        CLI,
        url,
        ...(audits
          ? [`--only-audits=${audits.join(',')}`, '--disable-full-page-screenshot']
          : ['--only-categories=performance']),
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        ...(cpu === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpu}`]),
      ],
      {env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, maxBuffer: 64 * 1024 * 1024},
      (error, stdout) => {
        if (error) {
          reject(new Error(`Lighthouse failed on ${url}: ${error.message}`, {cause: error}));
          return;
        }
        const lhr = JSON.parse(stdout) as Lhr;
        const simulated = simulatedCpu(lhr);
        if (cpu !== undefined && simulated !== cpu) {
          reject(new Error(`Lighthouse simulated CPU slowdown ${String(simulated)} on ${url}, not ${cpu}`));
          return;
        }
        resolve(scoresFromLhr(lhr));
      },
    );
  });
}
