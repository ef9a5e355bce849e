import type {Page, Route} from '@playwright/test';
import {test, expect} from './fixtures';
import {canonicalUrl} from '../../src/lib/canonical';
import {PRODUCTION_URL} from '../../src/siteEnv';
import {RUNTIME_CONFIG_DEFAULTS} from '../../src/lib/runtimeConfigDefaults';

/**
 * The visitor context on the production build (issue 4): the visitor's country comes from the test's
 * `X-Country-Code` / `X-Region-Code` headers (trusted by the e2e server only), the rules from a test
 * runtime config served over the built one with `page.route` (the harness cannot rebuild per test).
 */

const WARNING = 'FR';
const BLOCKED = 'US';
const TEST_RULES = {[WARNING]: {ruleType: 'WARNING'}, [BLOCKED]: {ruleType: 'BLOCKED'}, CAON: {ruleType: 'BLOCKED'}};

/** The built runtime config with the test's rules (everything else as deployed). */
async function withTestConfig(page: Page): Promise<void> {
  await page.route('**/runtime-config.json', async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({response, json: {...config, geolocationRules: TEST_RULES}});
  });
}

async function as(page: Page, country: string, region?: string): Promise<void> {
  await page.setExtraHTTPHeaders(region ? {'X-Country-Code': country, 'X-Region-Code': region} : {'X-Country-Code': country});
  await withTestConfig(page);
}

/** Resolves when a request whose URL contains `part` has finished or failed. */
function settled(page: Page, part: string): Promise<void> {
  return new Promise((resolve) => {
    const done = (request: {url: () => string}): void => {
      if (request.url().includes(part)) resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

/** Opens a page and waits until the visitor context has both answers (or failures). */
async function open(page: Page, path: string): Promise<void> {
  const both = Promise.all([settled(page, '/api/geo'), settled(page, '/runtime-config.json')]);
  await page.goto(path);
  await both;
}

/** Console messages the browser itself writes for a request a test broke on purpose. */
function siteProblems(messages: string[]): string[] {
  return messages.filter((text) => !/Failed to load resource/.test(text));
}

const warningDialog = (page: Page) => page.getByRole('dialog', {name: 'Nem elérhető az országodban'});
const ontarioDialog = (page: Page) => page.getByRole('dialog', {name: 'Úgy tűnik, Ontarióban tartózkodsz'});

test.describe('region warning modal', () => {
  for (const path of ['/', '/download/']) {
    test(`appears on ${path} for a WARNING country`, async ({page, problems}) => {
      await as(page, WARNING);
      await open(page, path);
      const dialog = warningDialog(page);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('nem kínálunk valódi pénzes szerencsejátékot');
      await expect(dialog.getByRole('button', {name: 'Rendben'})).toBeFocused();
      // Page scroll is locked while it is open.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      expect(problems.console).toEqual([]);
    });
  }

  test('does not appear on /about-us/, but does once the visitor goes home', async ({page, problems}) => {
    await as(page, WARNING);
    await open(page, '/about-us/');
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Same visitor, same config: the path rule alone kept it closed.
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(warningDialog(page)).toBeVisible();
    expect(problems.console).toEqual([]);
  });

  test('does not appear again after OK (closeRM cookie)', async ({page, context, problems}) => {
    await as(page, WARNING);
    await open(page, '/');
    await warningDialog(page).getByRole('button', {name: 'Rendben'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    const cookie = (await context.cookies()).find((c) => c.name === 'closeRM');
    expect(cookie).toMatchObject({value: '1', path: '/', sameSite: 'Lax'});
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.1);

    await open(page, '/');
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await open(page, '/download/');
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(problems.console).toEqual([]);
  });

  test('a tampered closeRM does not suppress it', async ({page, context, baseURL}) => {
    await context.addCookies([{name: 'closeRM', value: '1%00', url: baseURL!}]);
    await as(page, WARNING);
    await open(page, '/');
    await expect(warningDialog(page)).toBeVisible();
  });

  test('is_Lighthouse in the query suppresses it', async ({page}) => {
    await as(page, WARNING);
    await open(page, '/?is_Lighthouse=1');
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('Ontario modal', () => {
  test('the primary link goes to the Canadian site carrying the query; X stores closeRM', async ({page, context, problems}) => {
    await as(page, 'CA', 'ON');
    await open(page, '/?btag=a1&utm_source=x%20y&q=%3Cscript%3E');
    const dialog = ontarioDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('li')).toHaveCount(3);
    const primary = dialog.getByRole('link', {name: 'Tovább az ontariói oldalra'});
    const href = await primary.getAttribute('href');
    expect(href).toBe('https://www.ggpoker.ca/?btag=a1&utm_source=x+y&q=%3Cscript%3E');
    // Only one visitor modal at a time.
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await dialog.getByRole('button', {name: 'Bezárás, maradok ezen az oldalon'}).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'closeRM')?.value).toBe('1');
    expect(problems.console).toEqual([]);
  });

  test('the query can never change the target host', async ({page}) => {
    await as(page, 'CA', 'ON');
    await open(page, '/?url=https://evil.example/&@evil.example');
    const href = await ontarioDialog(page).getByRole('link', {name: 'Tovább az ontariói oldalra'}).getAttribute('href');
    expect(new URL(href!).origin).toBe('https://www.ggpoker.ca');
  });

  test('is not shown elsewhere in Canada', async ({page}) => {
    await as(page, 'CA', 'QC');
    await open(page, '/');
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('download blocked', () => {
  test('a Download click on /funds/ for a BLOCKED country goes home', async ({page, problems}) => {
    await as(page, BLOCKED);
    await open(page, '/funds/');
    const button = page.locator('[data-download-button]:visible').first();
    await expect(button).toHaveAttribute('href', '/');
    await button.click();
    await expect(page).toHaveURL(/\/$/);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(problems.console).toEqual([]);
  });

  test('downloads are not blocked on the poker school', async ({page}) => {
    await as(page, BLOCKED);
    await open(page, '/poker-school/');
    await page.waitForTimeout(300);
    await expect(page.locator('header [data-download-button]').first()).not.toHaveAttribute('href', '/');
  });
});

test.describe('embed modes', () => {
  test('?embedded=logo gives body.nav-logo, kept across in-site navigation', async ({page, problems}) => {
    await page.goto('/?embedded=logo');
    await expect(page.locator('body')).toHaveClass(/(^|\s)nav-logo(\s|$)/);
    // An in-site link (Download controls may be upgraded to store links after hydration).
    await page.locator('main a[href="/poker-games/"]').first().click();
    await expect(page).toHaveURL(/\/poker-games\/$/);
    await expect(page.locator('body')).toHaveClass(/(^|\s)nav-logo(\s|$)/);
    expect(problems.console).toEqual([]);
  });

  test('?embeded=1 and ?embedded=all', async ({page}) => {
    await page.goto('/?embeded=1');
    await expect(page.locator('body')).toHaveClass(/(^|\s)nav-1(\s|$)/);
    await page.goto('/?embedded=all');
    await expect(page.locator('body')).toHaveClass(/(^|\s)nav-all(\s|$)/);
  });

  for (const value of ['<script>alert(1)</script>', '%3Cscript%3E', 'LOGO', 'nav-logo', 'logo%20all']) {
    test(`?embedded=${value} adds nothing`, async ({page, problems}) => {
      await page.goto(`/?embedded=${value}`);
      await page.waitForLoadState('networkidle');
      const classes = await page.evaluate(() => document.body.className);
      expect(classes).not.toMatch(/nav-|script/);
      expect(problems.console).toEqual([]);
    });
  }
});

test.describe('failures stay silent', () => {
  const failures: [string, (route: Route) => Promise<void>][] = [
    ['500', (route) => route.fulfill({status: 500, body: 'down'})],
    ['abort', (route) => route.abort()],
    ['not JSON', (route) => route.fulfill({status: 200, contentType: 'application/json', body: '<html>oops'})],
    ['wrong shape', (route) => route.fulfill({status: 200, json: {geolocationRules: 'all', country: 42}})],
  ];

  for (const [name, fail] of failures) {
    test(`/runtime-config.json ${name}: defaults kept, no console error`, async ({page, problems}) => {
      await page.setExtraHTTPHeaders({'X-Country-Code': 'HU'});
      await page.route('**/runtime-config.json', fail);
      await open(page, '/');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(siteProblems(problems.console)).toEqual([]);
    });

    test(`/api/geo ${name}: nothing geo-dependent, no console error`, async ({page, problems}) => {
      await as(page, WARNING);
      await page.route('**/api/geo', fail);
      await open(page, '/');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(siteProblems(problems.console)).toEqual([]);
    });
  }

  test('/api/geo that never answers: gives up silently', async ({page, problems}) => {
    await as(page, WARNING);
    await page.route('**/api/geo', () => new Promise<void>(() => undefined));
    await page.goto('/');
    await page.waitForTimeout(3500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(siteProblems(problems.console)).toEqual([]);
  });
});

test.describe('canonical link', () => {
  test('the built pages carry the canonical URL of the spec rule', async ({request}) => {
    for (const path of ['/', '/funds/', '/poker-school/poker-terms/']) {
      const html = await (await request.get(path)).text();
      const href = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(html)?.[1] ?? /<link[^>]*href=["']?([^"'\s>]+)["']?[^>]*rel=["']?canonical/.exec(html)?.[1];
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
    // Every chunk but the entry points fails: the page's own code cannot load, on every attempt.
    await page.route(/\/assets\/js\/(?!main\.|runtime~main\.)/, (route) => route.abort());
    await page.goto('/about-us/');
    await page.waitForTimeout(2500);
    // The first load, then one reload; the guard stops there (same path within 10 s).
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

  test('load in order for a GDPR visitor, consent denied first; page views on real path changes', async ({page, problems}) => {
    const asked = await withVendors(page, 'HU');
    await open(page, '/');
    await expect.poll(() => asked.size).toBe(3);
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
      page.evaluate(() => (window as unknown as {dataLayer: Record<string, unknown>[]}).dataLayer.filter((item) => item.event === 'page_view'));
    await page.locator('main a[href="/poker-games/"]').first().click();
    await expect(page).toHaveURL(/\/poker-games\/$/);
    await expect.poll(pageViews).toEqual([{event: 'page_view', page_path: '/poker-games/'}]);
    // A hash change is not a page view.
    await page.evaluate(() => {
      window.location.hash = 'x';
    });
    await page.waitForTimeout(300);
    expect(await pageViews()).toHaveLength(1);
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
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
  });
});
