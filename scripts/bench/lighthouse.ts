import {execFile} from 'node:child_process';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/chromium';

export interface LighthouseScores {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalByteWeight: number;
  /** JavaScript execution time (Lighthouse `bootup-time`: script evaluation + parse/compile). */
  jsExecMs: number;
  /** Elements on the page (Lighthouse `dom-size`). */
  domSize: number;
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

const CLI = require.resolve('lighthouse/cli/index.js');

interface Lhr {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number} | undefined>;
}

// Performance only (the other categories add seconds per run and are checked by the test suite).
// The CLI runs in plain Node: under tsx, functions Lighthouse sends to the browser carry esbuild's
// `__name` helper and fail there. Every run holds the machine's heavy-job lock (unless the caller holds
// it already), so no build or test suite of another engineer runs on the same cores during it.
export function lighthouseOnce(url: string, lockHeld = false): Promise<LighthouseScores> {
  const lock = lockHeld ? [] : ['/tmp/heavy.lock', process.execPath];
  return new Promise((resolve, reject) => {
    execFile(
      lockHeld ? process.execPath : 'flock',
      [
        ...lock,
        CLI,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      {env: {...process.env, CHROME_PATH: CHROMIUM_PATH}, maxBuffer: 64 * 1024 * 1024},
      (error, stdout) => {
        if (error) {
          reject(new Error(`Lighthouse failed on ${url}: ${error.message}`, {cause: error}));
          return;
        }
        const {categories, audits} = JSON.parse(stdout) as Lhr;
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        resolve({
          performance: score('performance'),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          totalByteWeight: audits['total-byte-weight']?.numericValue ?? NaN,
          jsExecMs: audits['bootup-time']?.numericValue ?? NaN,
          domSize: audits['dom-size']?.numericValue ?? NaN,
        });
      },
    );
  });
}
