/**
 * `npm run bench:first-tap`: the first tap on each opening control on a fresh page load, per CPU slowdown: the
 * time to the next paint (Event Timing, the figure INP is made of), and whether the control is still open 1.5 s
 * after the app has hydrated (a quick paint undone when the app takes over counts for nothing). The bar (200 ms at
 * CPU 4×) is absolute, not a ratio: run it on a quiet machine.
 */
import type {Browser} from '@playwright/test';

import {listen} from '../../server/node/listen';
import {launchChromium} from '../browser/chromium';
import {humanTap} from '../browser/humanTap';
import {CONTROL_PAGES, type ControlPage, isOpen, type OpeningControl, targetOf} from '../browser/openingControls';
import {throttleCpu} from '../browser/slowCpu';
import {parseBenchArgs} from './args';
import {median} from './interleave';

const SINCE_HYDRATION_MS = 1500;

type Measured = Omit<ControlPage, 'controls'> & {control: OpeningControl};

/** The longest event duration (input → next paint) of the tap in ms, and whether 1.5 s after hydration it is open. */
async function firstTap(browser: Browser, origin: string, {control, route, width}: Measured, cpu: number) {
  const context = await browser.newContext({viewport: {width, height: 900}});
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as {tapEvents: number[]}).tapEvents = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push(entry.duration);
      }).observe({type: 'event', durationThreshold: 16, buffered: true} as PerformanceObserverInit);
    });
    await throttleCpu(page, cpu);
    await page.goto(`${origin}${route}`, {waitUntil: 'load'});
    const trigger = control.trigger(page);
    const target = await targetOf(trigger);
    await humanTap(trigger);
    // The entry is reported after the paint that follows the event: two frames later it is there.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const durations = await page.evaluate(() => (window as unknown as {tapEvents: number[]}).tapEvents);
    // The app the tap started hydrates; then 1.5 s of the page's own time pass.
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
      timeout: 120_000,
    });
    await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), SINCE_HYDRATION_MS);
    // Below the 16 ms threshold no entry is reported: the tap painted within a frame.
    return {duration: Math.max(16, ...durations), openAfterHydration: await isOpen(target)};
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const {cpu: cpus, runs, buildDir} = parseBenchArgs(process.argv.slice(2), 5);
  const measured: Measured[] = CONTROL_PAGES.flatMap(({route, width, controls}) =>
    controls.map((control) => ({control, route, width})),
  );
  const server = await listen({buildDir});
  const browser = await launchChromium();
  try {
    console.log(
      `First tap (down, 90 ms, up) on a fresh load, median of ${runs}: input to next paint (Event Timing), and ` +
        `open 1.5 s after hydration in how many loads\n`,
    );
    const columns = cpus.map((cpu) => `CPU ${cpu}× paint median / worst | open after hydration (${cpu}×)`);
    console.log(`| control | page | ${columns.join(' | ')} |`);
    console.log(`|---|---|${cpus.map(() => '---:|---:|').join('')}`);
    for (const item of measured) {
      const cells: string[] = [];
      for (const cpu of cpus) {
        const taps: Awaited<ReturnType<typeof firstTap>>[] = [];
        for (let i = 0; i < runs; i += 1) taps.push(await firstTap(browser, server.origin, item, cpu));
        const durations = taps.map((tap) => tap.duration);
        const open = taps.filter((tap) => tap.openAfterHydration).length;
        cells.push(`${median(durations)} / ${Math.max(...durations)} ms`, `${open} of ${runs}`);
      }
      console.log(`| ${item.control.name} (${item.width} px) | ${item.route} | ${cells.join(' | ')} |`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
