import {expect, test, waitForHydration} from './fixtures';

/**
 * The page's text paints before the app's JavaScript runs (plugins/security-headers/scriptsAfterFirstPaint.ts),
 * in a real browser: the main bundle's <script> is added only after the first contentful paint, each bundle
 * is fetched once (the preload is reused, integrity and all), and the page still hydrates without a warning.
 */

const ROUTES = ['/', '/affiliate-program/', '/poker-school/poker-hand-rankings/'];

for (const route of ROUTES) {
  test(`${route}: the bundles run after the first contentful paint, fetched once`, async ({page, problems}) => {
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as {bundleAddedAt: Record<string, number>}).bundleAddedAt = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLScriptElement) {
              const bundle = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.exec(node.src)?.[1];
              if (bundle) seen[bundle] ??= performance.now();
            }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto(route);
    await waitForHydration(page);

    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint').map((entry) => entry.startTime),
      added: (window as unknown as {bundleAddedAt: Record<string, number>}).bundleAddedAt,
      fetched: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => /\/assets\/js\/(runtime~main|main)\./.test(name)),
    }));
    expect(timing.fcp).toHaveLength(1);
    const [fcpAt] = timing.fcp;
    expect(Object.keys(timing.added).sort()).toEqual(['main', 'runtime~main']);
    const {'runtime~main': runtimeAt, main: mainAt} = timing.added;
    expect(mainAt).toBeGreaterThanOrEqual(fcpAt);
    expect(runtimeAt).toBeLessThanOrEqual(mainAt);
    expect(timing.fetched).toHaveLength(2);
    expect(problems.console).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
}
