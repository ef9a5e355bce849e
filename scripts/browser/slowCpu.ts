import type {Browser, BrowserContext, BrowserContextOptions, Page} from '@playwright/test';

/**
 * `SLOW_CPU=4 npx playwright test` throttles every page's CPU 4×, so a test that races the page (clicks before
 * hydration, reads a state before it has settled) fails here rather than on a slow or busy machine. The fixtures
 * of ./fixtures throttle every page of the test's context; a test that makes its own uses `newContext` below.
 */
const SLOW_CPU_RATE = slowCpuRate(process.env.SLOW_CPU);

function slowCpuRate(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1) {
    throw new Error(`SLOW_CPU is the CPU slowdown factor, a number of at least 1 (e.g. SLOW_CPU=4), not "${value}"`);
  }
  return rate;
}

/** Timeouts of the configs grow with the slowdown: a state a page reaches in 10 s takes 40 s at SLOW_CPU=4. */
export function slowed(ms: number): number {
  return Math.round(ms * SLOW_CPU_RATE);
}

const throttled = new WeakMap<Page, Promise<void>>();

/** Throttles one page's CPU by SLOW_CPU, once per page (later calls wait for the first); a no-op without it. */
export function throttlePage(page: Page): Promise<void> {
  if (SLOW_CPU_RATE === 1) return Promise.resolve();
  let done = throttled.get(page);
  if (!done) {
    done = throttleCpu(page, SLOW_CPU_RATE);
    throttled.set(page, done);
  }
  return done;
}

export async function throttleContext(context: BrowserContext): Promise<void> {
  if (SLOW_CPU_RATE === 1) return;
  context.on('page', (page) => {
    // A page closed at once (a popup the site shuts) has nothing left to throttle.
    throttlePage(page).catch(() => undefined);
  });
  await Promise.all(context.pages().map(throttlePage));
}

/** `browser.newContext()` for a test that needs a context of its own: its pages are throttled like the fixture's. */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await throttleContext(context);
  return context;
}

export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await throttlePage(page);
  return page;
}

/** Throttles one page's CPU by `rate` whatever SLOW_CPU says: for a test or a benchmark that sets its own rates. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', {rate});
}
