import type {Route} from '@playwright/test';

import {GEO_WAIT_MS} from '../../src/lib/geolocation';
import {expect, test} from './fixtures';
import {
  as,
  BLOCKED,
  expectNoVisitorModal,
  headerDownload,
  ontarioDialog,
  open,
  siteProblems,
  visitorDecided,
  WARNING,
  warningDialog,
  watchVisitorModals,
} from './visitorHarness';

/**
 * The visitor context on the production build: the region warning and Ontario modals, blocked downloads,
 * and silent failures of the config and geo calls. Country and rules: see ./visitorHarness.
 */
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
    await expectNoVisitorModal(page);
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
    await expectNoVisitorModal(page);
    await open(page, '/download/');
    await expectNoVisitorModal(page);
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
    await expectNoVisitorModal(page);
  });
});

test.describe('Ontario modal', () => {
  test('the primary link goes to the Canadian site carrying the query; X stores closeRM', async ({
    page,
    context,
    problems,
  }) => {
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
    await expectNoVisitorModal(page);
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
    await visitorDecided(page);
    await expect(headerDownload(page)).not.toHaveAttribute('data-download-source', 'blocked');
    await expect(headerDownload(page)).not.toHaveAttribute('href', '/');
  });
});

test.describe('failures stay silent', () => {
  // An answer that is not JSON or has the wrong shape reaches the page as the same failed answer as a 500
  // (`fetchJson`, tests/unit/src/lib/fetchWithTimeout.test.ts): the browser proves one server failure and one
  // network failure.
  const failures: [string, (route: Route) => Promise<void>][] = [
    ['500', (route) => route.fulfill({status: 500, body: 'down'})],
    ['abort', (route) => route.abort()],
  ];

  for (const [name, fail] of failures) {
    test(`/runtime-config.json ${name}: defaults kept, no console error`, async ({page, problems}) => {
      await page.setExtraHTTPHeaders({'X-Country-Code': 'HU'});
      watchVisitorModals(page);
      await page.route('**/runtime-config.json', fail);
      await open(page, '/');
      await expectNoVisitorModal(page);
      expect(siteProblems(problems.console)).toEqual([]);
    });

    test(`/api/geo ${name}: nothing geo-dependent, no console error`, async ({page, problems}) => {
      await as(page, WARNING);
      await page.route('**/api/geo', fail);
      await open(page, '/');
      await expectNoVisitorModal(page);
      expect(siteProblems(problems.console)).toEqual([]);
    });
  }

  test('/api/geo that answers after the page stopped waiting: the warning still opens', async ({page, problems}) => {
    await as(page, WARNING);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/geo', async (route) => {
      await answered;
      await route.continue();
    });
    await page.clock.install();
    const geoAsked = page.waitForRequest('**/api/geo');
    await page.goto('/');
    await geoAsked;
    await page.clock.fastForward(GEO_WAIT_MS);
    answer();
    await expect(warningDialog(page)).toBeVisible();
    expect(siteProblems(problems.console)).toEqual([]);
  });

  test('/api/geo that never answers: gives up silently', async ({page, problems}) => {
    await as(page, WARNING);
    await page.route('**/api/geo', () => new Promise<void>(() => undefined));
    // The page stops waiting for the geo after GEO_WAIT_MS: the test moves the page's clock past it (otherwise
    // running as usual) instead of waiting for it.
    await page.clock.install();
    const geoAsked = page.waitForRequest('**/api/geo');
    await page.goto('/');
    await geoAsked;
    await page.clock.fastForward(GEO_WAIT_MS);
    await expectNoVisitorModal(page);
    expect(siteProblems(problems.console)).toEqual([]);
  });
});
