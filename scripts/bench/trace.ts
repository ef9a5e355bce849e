/**
 * `npm run bench:trace -- /terms-conditions/ /poker-school/poker-hand-rankings/`: a Chrome trace of each
 * route's load (Chromium, CPU slowed 4× as Lighthouse's mobile preset) with the V8 sampling profiler on,
 * printing every long task (> 50 ms) with what it is made of: the browser's steps inside it (script
 * evaluation, layout, style…) and the functions that ran in it by inclusive time. Serves
 * `--build-dir` (default: the bench's own site build); a `docusaurus build --no-minify` build gives readable
 * function names. Run it under `flock /tmp/heavy.lock`.
 *
 * What each long task is made of (`longTasks`, pure: no browser, no files), from a trace recorded with the timeline
 * and the V8 sampling profiler: the browser's own steps inside the task and the JavaScript functions the sampler
 * caught in it, by inclusive time. Task events and profile samples share the trace's clock, so every sample lands
 * in the task it ran in.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';

import {chromium} from '@playwright/test';

import {listen} from '../../server/node/listen';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../browser/chromium';
import {runMain} from './results';

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: Record<string, unknown>;
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: {functionName?: string; url?: string};
}

export interface LongTask {
  /** ms after the first task of the main thread */
  startMs: number;
  durationMs: number;
  /** the browser's steps inside the task, longest first (`EvaluateScript main.js 14.7 ms`) */
  steps: {label: string; ms: number}[];
  /** functions by inclusive sampled time inside the task, largest first */
  functions: {label: string; ms: number}[];
}

const STEP_NAMES = new Set([
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'RunMicrotasks',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'MajorGC',
  'MinorGC',
]);

const shortUrl = (url: string | undefined): string => (url ? (url.split('/').pop() ?? url) : '');

function stepLabel(event: TraceEvent): string {
  const data = (event.args?.data ?? {}) as {url?: string; functionName?: string};
  return [event.name, shortUrl(data.url), data.functionName].filter(Boolean).join(' ');
}

/** The renderer main thread that ran the most tasks: the page's. */
function mainThread(events: TraceEvent[]): {pid: number; tid: number} | null {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best: {pid: number; tid: number} | null = null;
  let bestCount = 0;
  for (const {pid, tid} of mains) {
    const count = events.filter((event) => event.name === 'RunTask' && event.pid === pid && event.tid === tid).length;
    if (count > bestCount) [best, bestCount] = [{pid, tid}, count];
  }
  return best;
}

/** Profile samples of the page's process as [time, stack of labels from the root]. */
function samples(events: TraceEvent[], pid: number): {ts: number; ms: number; stack: string[]}[] {
  const nodes = new Map<number, ProfileNode>();
  let clock = 0;
  const timed: {ts: number; ms: number; id: number}[] = [];
  for (const event of events) {
    if (event.pid !== pid) continue;
    const data = event.args?.data as
      {startTime?: number; cpuProfile?: {nodes?: ProfileNode[]; samples?: number[]}; timeDeltas?: number[]} | undefined;
    if (event.name === 'Profile' && data?.startTime !== undefined) clock = data.startTime;
    if (event.name !== 'ProfileChunk' || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data.cpuProfile?.samples ?? []).forEach((id, index) => {
      const delta = data.timeDeltas?.[index] ?? 0;
      clock += delta;
      timed.push({ts: clock, ms: delta / 1000, id});
    });
  }
  return timed.map(({ts, ms, id}) => {
    const stack: string[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
      const {functionName, url} = node.callFrame;
      stack.unshift(`${functionName || '(anonymous)'}${url ? ` @ ${shortUrl(url)}` : ''}`);
    }
    return {ts, ms, stack};
  });
}

/** Long tasks (longer than `thresholdMs` as recorded) of the page's main thread, each with its parts. */
export function longTasks(events: TraceEvent[], thresholdMs = 50): LongTask[] {
  const thread = mainThread(events);
  if (!thread) return [];
  const own = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const origin = own[0]?.ts ?? 0;
  const sampled = samples(events, thread.pid);
  return own
    .filter((task) => task.name === 'RunTask' && (task.dur ?? 0) > thresholdMs * 1000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const steps = own
        .filter((event) => event !== task && STEP_NAMES.has(event.name) && event.ts >= task.ts && event.ts < end)
        .map((event) => ({label: stepLabel(event), ms: (event.dur ?? 0) / 1000}))
        .filter((step) => step.ms >= 1)
        .sort((a, b) => b.ms - a.ms);
      const inclusive = new Map<string, number>();
      for (const sample of sampled) {
        if (sample.ts < task.ts || sample.ts >= end) continue;
        for (const label of new Set(sample.stack)) {
          if (label !== '(root)') inclusive.set(label, (inclusive.get(label) ?? 0) + sample.ms);
        }
      }
      const functions = [...inclusive].map(([label, ms]) => ({label, ms})).sort((a, b) => b.ms - a.ms);
      return {startMs: (task.ts - origin) / 1000, durationMs: (task.dur ?? 0) / 1000, steps, functions};
    });
}

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

if (require.main === module) runMain(main);
