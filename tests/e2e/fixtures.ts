import {type ConsoleMessage, expect, type Page, type Request, test as base} from '@playwright/test';

import {throttleContext, throttlePage} from '../../scripts/browser/slowCpu';

export {expect};

/** Problems a page reported while a test ran: console errors and warnings, failed requests. */
export interface PageProblems {
  console: string[];
  failedRequests: string[];
}

/** Starts collecting what `page` reports (the `problems` fixture's, and a page a test shares with others). */
export function watchPage(page: Page): PageProblems {
  const problems: PageProblems = {console: [], failedRequests: []};
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const {url} = message.location();
      problems.console.push(`${message.type()}: ${message.text()}${url ? ` @ ${url}` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.console.push(`pageerror: ${error.message}`));
  // A request the test itself cut short by navigating away is not a failure of the site. The old document keeps
  // making requests between the new document's request and its arrival, and Chromium cancels them when the new
  // one arrives (in either order with `framenavigated`): a request counts as the old document's when it started
  // before the last arrival, or while a navigation is under way.
  let documents = 0;
  let navigating = false;
  const startedIn = new WeakMap<Request, number>();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigating = true;
    else startedIn.set(request, documents);
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !navigating) return;
    navigating = false;
    documents += 1;
  });
  page.on('requestfailed', (request) => {
    const errorText = request.failure()?.errorText ?? 'failed';
    const started = startedIn.get(request);
    const cutByNavigation =
      errorText === 'net::ERR_ABORTED' && started !== undefined && (started < documents || navigating);
    if (!cutByNavigation) problems.failedRequests.push(`${request.url()} (${errorText})`);
  });
  return problems;
}

/**
 * The fixtures of both Playwright suites (tests/e2e and tests/visual). Slow mode lives here: with
 * `SLOW_CPU=4 npx playwright test` every page of the test's context runs with the CPU throttled 4× (see
 * ./slowCpu; a test's own `browser.newContext()` goes through its `newContext`).
 */
export const test = base.extend<{problems: PageProblems}>({
  // The edge server is started by global-setup on a free port.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_ORIGIN);
  },
  problems: async ({page}, use) => {
    await use(watchPage(page));
  },
  // Every page the context opens (the fixture's, new pages, popups) is throttled in slow mode.
  context: async ({context}, use) => {
    await throttleContext(context);
    await use(context);
  },
  // A route handler still waiting for its response when the test ends (a slow machine, a page that is
  // closing) would otherwise fail the test with "Response has been disposed".
  page: async ({page}, use) => {
    await throttlePage(page);
    await use(page);
    await page.unrouteAll({behavior: 'ignoreErrors'});
  },
});

/** Path part of a sitemap URL (the sitemap carries the production origin). */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Waits until React has hydrated the page. Links and the platform's controls work before it (plain `<a href>`,
 * popovers), but what only JavaScript drives (client-side navigation, the enhanced menus, the error page's
 * back button) starts with it; the app loads on the visitor's first interaction or when a visitor rule needs
 * it (src/boot/), so this first starts it as a first interaction would.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A pointerdown on the document, only while the app has not started (checked and sent in one
  // task, so it never reaches an app that is already running); repeated until the boot script, a deferred
  // script, has seen one.
  await page.waitForFunction(() => {
    const html = document.documentElement;
    if (!html.hasAttribute('data-app-start')) document.dispatchEvent(new Event('pointerdown'));
    return html.hasAttribute('data-app-start');
  });
  // As long as any expectation may wait (the config's expect timeout: 15 s, 60 s in the visual suite, longer
  // in slow mode).
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}
