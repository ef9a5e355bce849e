/**
 * `npm run bench:trace -- /terms-conditions/ /poker-school/poker-hand-rankings/`: a Chrome CPU profile of
 * each route's load (Chromium, CPU slowed 4× as Lighthouse's mobile preset), printing the long tasks
 * (> 50 ms) and the functions with the most self time, with their script. Serves `--build-dir`
 * (default: the bench's own site build). Run it under `flock /tmp/heavy.lock`.
 */
import path from 'node:path';

import {chromium} from '@playwright/test';

import {listen} from '../../server/listen';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../tests/e2e/chromium';

interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number};
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const shortUrl = (url: string): string => (url ? (url.split('/').pop() ?? url) : '(native)');

/** Self time per function (ms), from the sampled profile. */
export function selfTimes(profile: Profile): {name: string; ms: number}[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const name = `${frame.functionName || '(anonymous)'} @ ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].map(([name, ms]) => ({name, ms})).sort((a, b) => b.ms - a.ms);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const dirFlag = argv.indexOf('--build-dir');
  const buildDir = path.resolve(dirFlag >= 0 ? (argv[dirFlag + 1] ?? '') : 'bench/tmp/site-build');
  // Without --build-dir, every argument that starts with / is a route (the first one too).
  const routes = argv.filter((arg, index) => arg.startsWith('/') && (dirFlag < 0 || index !== dirFlag + 1));
  if (routes.length === 0) throw new Error('name at least one route, e.g. /terms-conditions/');
  const server = await listen({buildDir});
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    for (const route of routes) {
      const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
      const page = await context.newPage();
      await page.addInitScript(() => {
        const tasks: {start: number; duration: number}[] = [];
        Object.assign(window, {__longTasks: tasks});
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push({start: entry.startTime, duration: entry.duration});
        }).observe({type: 'longtask', buffered: true});
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', {interval: 100});
      await cdp.send('Profiler.start');
      await page.goto(`${server.origin}${route}?lighthouse`, {waitUntil: 'load'});
      await page.waitForTimeout(3000);
      const {profile} = (await cdp.send('Profiler.stop')) as {profile: Profile};
      const longTasks = await page.evaluate(
        () => (window as unknown as {__longTasks: {start: number; duration: number}[]}).__longTasks,
      );
      const total = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) / 1000;
      console.log(`\n## ${route} (CPU ×4)`);
      console.log(
        `long tasks: ${longTasks.map((task) => `${task.duration.toFixed(0)} ms @ ${task.start.toFixed(0)}`).join(', ') || 'none'}`,
      );
      console.log(`profiled ${total.toFixed(0)} ms; top self time:`);
      for (const {name, ms} of selfTimes(profile).slice(0, 20))
        console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
