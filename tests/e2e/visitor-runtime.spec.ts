import type {Page} from '@playwright/test';

import {canonicalUrl} from '../../src/lib/canonical';
import {RUNTIME_CONFIG_DEFAULTS} from '../../src/lib/runtimeConfigDefaults';
import {PRODUCTION_URL} from '../../src/siteEnv';
import {expect, test, waitForHydration} from './fixtures';
import {open, visitorDecided} from './visitorHarness';

/**
 * What the visitor context starts on the production build besides the modals: embed modes, the canonical
 * link, build freshness and the third-party scripts. Country and rules: see ./visitorHarness.
 */
test.describe('embed modes', () => {
  test('?embedded=logo gives body.nav-logo, kept across in-site navigation', async ({page, problems}) => {
    await page.goto('/?embedded=logo');
    await expect(page.locator('body')).toHaveClass(/(^|\s)nav-logo(\s|$)/);
    // In-site navigation is the router's, which runs only once the page has hydrated: a click before that is a
    // full page load of /poker-games/ without the query.
    await waitForHydration(page);
    // An in-site link (Download controls may be upgraded to store links after hydration).
    // Page views come from the app's client-side navigation: start it, as a first tap does.
    await waitForHydration(page);
    await page.locator('main a[href="/poker-games/"]').first().click();
    await expect(page).toHaveURL(/\/poker-games\/$/);
    // The new page is rendered (its heading), so the class is read after the route update, not before it.
    await expect(page.locator('h1')).toHaveText('Pókerjátékok');
    await expect(page.locator('body')).toHaveClass(/(^|\s)nav-logo(\s|$)/);
    expect(problems.console).toEqual([]);
  });

  test('?embeded=1 and ?embedded=all', async ({page}) => {
    await page.goto('/?embeded=1');
    await expect(page.locator('body')).toHaveClass(/(^|\s)nav-1(\s|$)/);
    await page.goto('/?embedded=all');
    await expect(page.locator('body')).toHaveClass(/(^|\s)nav-all(\s|$)/);
  });

  // Which values are refused is the parser's (tests/unit/src/lib/embedMode.test.ts, every case); here, that the page
  // applies a refusal: nothing, and no error.
  test('?embedded=<script>alert(1)</script> adds nothing', async ({page, problems}) => {
    await page.goto('/?embedded=<script>alert(1)</script>');
    // The embed mode is applied in the hydration render: after it, a class would be there.
    await waitForHydration(page);
    const classes = await page.evaluate(() => document.body.className);
    expect(classes).not.toMatch(/nav-|script/);
    expect(problems.console).toEqual([]);
  });
});

test.describe('canonical link', () => {
  test('the built pages carry the canonical URL of the spec rule', async ({request}) => {
    for (const path of ['/', '/funds/', '/poker-school/poker-terms/']) {
      const html = await (await request.get(path)).text();
      const href =
        /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(html)?.[1] ??
        /<link[^>]*href=["']?([^"'\s>]+)["']?[^>]*rel=["']?canonical/.exec(html)?.[1];
      expect(href, path).toBe(
        canonicalUrl({
          pathname: path,
          siteUrl: PRODUCTION_URL,
          baseUrl: '/',
          locale: 'hu',
          defaultLocale: 'hu',
          locales: ['hu'],
          contentsHost: RUNTIME_CONFIG_DEFAULTS.contentsHost,
          requireConvert: false,
        }),
      );
    }
  });
});

test.describe('build freshness', () => {
  test('a chunk that fails to load reloads the page once, never in a loop', async ({page}) => {
    let loads = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads += 1;
    });
    // Every chunk but the entry points and the boot script's files fails: the app cannot load, on every attempt.
    await page.route(/\/assets\/js\/(?!main\.|runtime~main\.|boot[.-])/, (route) => route.abort());
    // In every document: whether it is the reload, the chunk errors the site's handler sees, and every reload it
    // starts. The listeners come before the site's own (capture phase, registered first); a reload fires
    // `navigate` at once, inside the handler that asks for it.
    await page.addInitScript(() => {
      const seen = {chunkErrors: 0, reloads: 0};
      (window as unknown as {freshness: typeof seen}).freshness = seen;
      window.addEventListener(
        'error',
        (event) => {
          if (event.target instanceof HTMLScriptElement || event.target instanceof HTMLLinkElement)
            seen.chunkErrors += 1;
        },
        true,
      );
      (window as unknown as {navigation: EventTarget}).navigation.addEventListener('navigate', (event) => {
        if ((event as Event & {navigationType: string}).navigationType === 'reload') seen.reloads += 1;
      });
    });
    const reloadedPage = () =>
      page
        .evaluate(() => ({
          isReload: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type === 'reload',
          ...(window as unknown as {freshness: {chunkErrors: number; reloads: number}}).freshness,
        }))
        // The document may be going away under the call (a navigation): ask again.
        .catch(() => null);
    await page.goto('/about-us/');
    // The first load, then one reload, whose own chunks fail too and reach the site's handler… The app's code
    // loads on the visitor's first interaction (src/boot/): each check starts with a key press.
    await expect
      .poll(async () => {
        await page.keyboard.press('Shift').catch(() => undefined);
        const state = await reloadedPage();
        return state?.isReload === true && state.chunkErrors > 0;
      })
      .toBe(true);
    // …until the page asks for nothing more: the guard (same path within 10 s) stopped every reload.
    await page.waitForLoadState('networkidle');
    expect((await reloadedPage())?.reloads).toBe(0);
    expect(loads).toBe(2);
    const guard = await page.evaluate(() => sessionStorage.getItem('ggphu:reload-guard'));
    expect(JSON.parse(guard!)).toMatchObject({path: '/about-us/'});
    // The server-rendered page is still there to read.
    await expect(page.locator('h1')).toHaveCount(1);
  });
});

test.describe('third-party scripts', () => {
  const IDS = {consentManagerId: '0190abcd-test', tagManagerId: 'GTM-TEST1', analyticsWriteKey: 'TestKey123'};
  const HOSTS = ['cdn.cookielaw.org', 'cdn.segment.com', 'www.googletagmanager.com'];

  /** Config with every id; the vendors answered by the test with empty scripts; returns the hosts asked. */
  async function withVendors(page: Page, country: string): Promise<Set<string>> {
    const asked = new Set<string>();
    await page.setExtraHTTPHeaders({'X-Country-Code': country});
    await page.route('**/runtime-config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({response, json: {...config, thirdParty: IDS}});
    });
    for (const host of HOSTS) {
      await page.route(`https://${host}/**`, (route) => {
        asked.add(host);
        return route.fulfill({status: 200, contentType: 'text/javascript', body: ''});
      });
    }
    return asked;
  }

  test('load in order for a GDPR visitor, consent denied first; page views on real path changes', async ({
    page,
    problems,
  }) => {
    const asked = await withVendors(page, 'HU');
    await open(page, '/');
    await expect.poll(() => asked.size).toBe(3);
    // The boot script started them: the app still waits for the visitor.
    expect(await page.locator('html').getAttribute('data-app-start')).toBeNull();
    const first = await page.evaluate(() => {
      const entry = (window as unknown as {dataLayer: unknown[]}).dataLayer[0] as ArrayLike<unknown>;
      return Array.from(entry);
    });
    expect(first.slice(0, 2)).toEqual(['consent', 'default']);
    expect(first[2]).toMatchObject({ad_storage: 'denied', analytics_storage: 'denied'});
    expect(await page.locator('script[data-domain-script="0190abcd-test"]').count()).toBe(1);
    expect(await page.locator('noscript iframe[src*="ns.html?id=GTM-TEST1"]').count()).toBe(1);
    const location = await page.evaluate(() =>
      (window as unknown as {dataLayer: Record<string, unknown>[]}).dataLayer.find((item) => item.event === 'location'),
    );
    expect(location).toEqual({event: 'location', country: 'HU', region: null});

    const pageViews = () =>
      page.evaluate(() =>
        (window as unknown as {dataLayer: Record<string, unknown>[]}).dataLayer.filter(
          (item) => item.event === 'page_view',
        ),
      );
    // Page views come from the app's client-side navigation: start it, as a first tap does.
    await waitForHydration(page);
    await page.locator('main a[href="/poker-games/"]').first().click();
    await expect(page).toHaveURL(/\/poker-games\/$/);
    await expect.poll(pageViews).toEqual([{event: 'page_view', page_path: '/poker-games/'}]);
    // A hash change is not a page view.
    await page.evaluate(() => {
      window.location.hash = 'x';
    });
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#x');
    // The next real path change is the next page view: a page view of the hash change would come before it.
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(pageViews).toEqual([
      {event: 'page_view', page_path: '/poker-games/'},
      {event: 'page_view', page_path: '/'},
    ]);
    expect(problems.console).toEqual([]);
  });

  test('no consent manager outside the GDPR countries or with clean; no analytics with lighthouse', async ({page}) => {
    let asked = await withVendors(page, 'US');
    await open(page, '/');
    await expect.poll(() => asked.size).toBe(2);
    expect(asked.has('cdn.cookielaw.org')).toBe(false);

    await page.unrouteAll();
    asked = await withVendors(page, 'HU');
    await open(page, '/?clean');
    await expect.poll(() => asked.size).toBe(2);
    expect(asked.has('cdn.cookielaw.org')).toBe(false);

    await page.unrouteAll();
    asked = await withVendors(page, 'HU');
    await open(page, '/?lighthouse');
    await expect.poll(() => asked.size).toBe(1);
    expect([...asked]).toEqual(['cdn.cookielaw.org']);
  });

  test('nothing third-party loads without ids', async ({page}) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      // The test server is plain http on 127.0.0.1: any https request goes elsewhere.
      if (request.url().startsWith('https:')) foreign.push(request.url());
    });
    await page.setExtraHTTPHeaders({'X-Country-Code': 'HU'});
    await open(page, '/');
    // The scripts are planned when config and geo have settled: once the visitor context has decided (after
    // that), any script the plan asked for would have been requested.
    await visitorDecided(page);
    expect(foreign).toEqual([]);
  });
});
