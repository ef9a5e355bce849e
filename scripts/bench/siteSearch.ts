/**
 * The site search's cost once a visitor opens it, on a phone 4× slower than this machine: its bytes and the time
 * from the tap on the magnifier to the first results. The tap also starts the app, as any first interaction does:
 * its bundles are not the search's and are not counted here.
 */

import {listen} from '../../server/node/listen';
import {launchChromium} from '../browser/chromium';
import {humanTap} from '../browser/humanTap';
import {throttleCpu} from '../browser/slowCpu';
import {median} from './interleave';
import {meteredPage} from './weight';

/** Bytes from opening the search to the first results: code, index and styles, as the browser counts them. */
const BUDGET_KB = 150;
const CPU = 4;
const QUERY = 'kifizetések';
const SEARCH_FILE = /\/(assets\/js\/boot-searchDialog\.[^/]*\.js|search\/[^/]+\.json)$/;

async function measureOnce(origin: string, route: string) {
  const browser = await launchChromium();
  try {
    const {context, page, received} = await meteredPage(browser);
    await throttleCpu(page, CPU);
    const searchFiles = () => received.filter(({url}) => SEARCH_FILE.test(url));
    await page.goto(new URL(route, origin).href, {waitUntil: 'networkidle'});
    const early = searchFiles().map(({url}) => url);
    if (early.length > 0) throw new Error(`the search loaded before it was opened: ${early.join(', ')}`);
    // The tap's start and the first result's paint, both on the page's own clock.
    await page.evaluate(() => {
      document.addEventListener('pointerdown', () => (window.__searchTap = performance.now()), {
        capture: true,
        once: true,
      });
    });
    await humanTap(page.getByRole('button', {name: 'Keresés', exact: true}));
    await page.getByRole('searchbox').fill(QUERY);
    await page.locator('#site-search li a').first().waitFor();
    const tapToResultsMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now() - window.__searchTap))),
    );
    await context.close();
    const files = searchFiles();
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    return {bytes, files: files.map(({url}) => new URL(url).pathname), tapToResultsMs};
  } finally {
    await browser.close();
  }
}

declare global {
  interface Window {
    __searchTap: number;
  }
}

/** The bench section: `runs` fresh visits of `route`, the median time, the bytes (the same on every run). */
export async function siteSearchSection(buildDir: string, runs = 3, route = '/funds/'): Promise<string> {
  const site = await listen({buildDir});
  const results: Awaited<ReturnType<typeof measureOnce>>[] = [];
  try {
    for (let run = 0; run < runs; run += 1) results.push(await measureOnce(site.origin, route));
  } finally {
    await site.close();
  }
  const [first] = results;
  const kb = first.bytes / 1024;
  return [
    '### Site search, from opening it to the first results',
    '',
    `${new Date().toISOString()} · \`${route}\`, ${runs} fresh visits. Chromium, a new profile each (nothing cached), 412 × 823 px at 1.75× with touch, CPU ×${CPU}; a tap (down, 90 ms, up) on the magnifier, then „${QUERY}” typed as soon as the box has focus. Bytes as DevTools' "transferred" (Brotli from the Node edge app, headers included), the search's files only (the tap also starts the app, as any first interaction does). Nothing of the search loads before it is opened (checked on every visit).`,
    '',
    '| | figure | bar |',
    '|---|---:|---|',
    `| bytes from opening to first results (code, styles, index) | ${kb.toFixed(1)} KB | ≤ ${BUDGET_KB} KB → ${kb <= BUDGET_KB ? 'met' : 'NOT met'} |`,
    `| files | ${first.files.join(', ')} | |`,
    `| tap to first results, CPU ×${CPU} (median of ${runs}: ${results.map((r) => Math.round(r.tapToResultsMs)).join(', ')} ms) | ${Math.round(median(results.map((r) => r.tapToResultsMs)))} ms | |`,
  ].join('\n');
}
