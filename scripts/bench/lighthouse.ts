import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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
];

async function once(url: string): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS});
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'}, undefined);
    if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
    const {categories, audits} = result.lhr;
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      totalByteWeight: audits['total-byte-weight']?.numericValue ?? NaN,
    };
  } finally {
    await chrome.kill();
  }
}

/** Mobile (Lighthouse default) run, three times; the run with the median performance score is kept. */
export async function lighthouseMedian(url: string, runs = 3): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await once(url));
  results.sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  return results[Math.floor(results.length / 2)]!;
}
