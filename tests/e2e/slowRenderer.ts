import {readdirSync, readFileSync} from 'node:fs';

/**
 * A slower CPU for the pages of this test worker's browser, made by pausing their renderer processes: each 20 ms
 * the renderers run for 20/`rate` ms and are stopped (SIGSTOP) for the rest, so the page's work takes `rate`
 * times as long, on every thread of the renderer, as on a slower device. Chromium's own throttle
 * (`Emulation.setCPUThrottlingRate`) slows only the renderer's main thread and keeps a core busy for as long as it
 * is on, idle page or not: the first-tap suite took 71 CPU-seconds with it and 48 without any slowdown. A stopped
 * process costs nothing. Returns the function that ends the slowdown, after which the renderers run at full speed.
 */
const PERIOD_MS = 20;

/** The renderer processes among this process's descendants (the worker's browser and its zygote's children). */
function rendererPids(): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name in parentheses may hold spaces; the parent's pid is the second field after it.
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended while the list was read.
    }
  }
  const descends = (pid: number): boolean => {
    for (let parent = parentOf.get(pid); parent !== undefined && parent > 1; parent = parentOf.get(parent)) {
      if (parent === process.pid) return true;
    }
    return false;
  };
  return [...parentOf.keys()].filter((pid) => {
    if (!descends(pid)) return false;
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer');
    } catch {
      return false;
    }
  });
}

/** Signals each renderer; one that has ended (its page closed) leaves the set, so its number is never reused. */
function signal(pids: Set<number>, name: 'SIGSTOP' | 'SIGCONT'): void {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      pids.delete(pid);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function slowRenderers(rate: number): () => Promise<void> {
  if (rate <= 1) return () => Promise.resolve();
  const pids = new Set(rendererPids());
  if (pids.size === 0) throw new Error('no renderer process of this worker’s browser to slow down');
  let ended = false;
  // A function, so that each look reads the value the returned function may have set meanwhile.
  const over = () => ended || pids.size === 0;
  const runMs = PERIOD_MS / rate;
  const cycling = (async () => {
    while (!over()) {
      signal(pids, 'SIGCONT');
      await sleep(runMs);
      if (over()) break;
      signal(pids, 'SIGSTOP');
      await sleep(PERIOD_MS - runMs);
    }
    signal(pids, 'SIGCONT');
  })();
  return async () => {
    ended = true;
    await cycling;
  };
}
