import {execFile} from 'node:child_process';
import path from 'node:path';

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalByteWeight: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const CLI = path.resolve(__dirname, '../../node_modules/lighthouse/cli/index.js');

interface Lhr {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, {numericValue?: number} | undefined>;
}

// The CLI runs in plain Node: under tsx, functions Lighthouse sends to the browser carry esbuild's
// `__name` helper and fail there.
function once(url: string): Promise<LighthouseScores> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [CLI, url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`],
      {env: {...process.env, CHROME_PATH: '/usr/bin/chromium'}, maxBuffer: 64 * 1024 * 1024},
      (error, stdout) => {
        if (error) return reject(error);
        const {categories, audits} = JSON.parse(stdout) as Lhr;
        const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
        resolve({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
          totalByteWeight: audits['total-byte-weight']?.numericValue ?? NaN,
        });
      },
    );
  });
}

/** Mobile (Lighthouse default) run, `runs` times; the run with the median performance score is kept. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await once(url));
  results.sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  return results[Math.floor(results.length / 2)]!;
}
