/**
 * `npm run bench:trace -- /terms-conditions/ /poker-school/poker-hand-rankings/`: a Chrome trace of each
 * route's load (Chromium, CPU slowed 4× as Lighthouse's mobile preset) with the V8 sampling profiler on,
 * printing every long task (> 50 ms) with what it is made of: the browser's steps inside it (script
 * evaluation, layout, style…) and the functions that ran in it by inclusive time (`traceTasks.ts`). Serves
 * `--build-dir` (default: the bench's own site build); a `docusaurus build --no-minify` build gives readable
 * function names. Run it under `flock /tmp/heavy.lock`.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';

import {chromium} from '@playwright/test';

import {listen} from '../../server/node/listen';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../browser/chromium';
import {runMain} from './results';
import {longTasks, type TraceEvent} from './traceTasks';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

const row = (label: string, ms: number): string => `    ${ms.toFixed(1).padStart(7)} ms  ${label}`;

async function main(): Promise<void> {
  const {values, positionals: routes} = parseArgs({
    options: {'build-dir': {type: 'string', default: 'bench/tmp/site-build'}},
    allowPositionals: true,
  });
  if (routes.length === 0 || !routes.every((route) => route.startsWith('/'))) {
    throw new Error('name at least one route, e.g. /terms-conditions/');
  }
  const server = await listen({buildDir: path.resolve(values['build-dir'])});
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS});
  try {
    for (const route of routes) {
      const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await page.goto(`${server.origin}/robots.txt`);
      await browser.startTracing(page, {categories: CATEGORIES});
      await page.goto(`${server.origin}${route}?lighthouse`, {waitUntil: 'load'});
      await page.waitForTimeout(3000);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {traceEvents: TraceEvent[]};
      const tasks = longTasks(trace.traceEvents);
      console.log(`\n## ${route} (CPU ×4): ${tasks.length} long tasks`);
      for (const task of tasks) {
        console.log(`\n  ${task.durationMs.toFixed(0)} ms task at ${task.startMs.toFixed(0)} ms`);
        for (const step of task.steps.slice(0, 6)) console.log(row(step.label, step.ms));
        console.log('    functions (inclusive):');
        for (const fn of task.functions.slice(0, 12)) console.log(row(fn.label, fn.ms));
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

runMain(main);
