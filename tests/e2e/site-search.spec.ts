import type {Locator, Page} from '@playwright/test';

import {humanTap} from '../../scripts/browser/humanTap';
import {HUNGARIAN_PAIRS} from '../fixtures/search/queries';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';
import {header} from './shell';

/**
 * The site search as a visitor uses it, on the production build: nothing of it loads before it is opened; a tap on
 * the header's magnifier (or Ctrl+K, or „/”) opens the dialog; typed queries list their pages with the count in the
 * live region; a query with no page shows the empty state; Escape closes it with focus back where it was; axe
 * passes with results shown, at 320 px. A few pairs of the test set are typed into the dialog; every pair runs on
 * the built index through the dialog's engine in tests/content/siteSearch.test.ts.
 */

const TYPED = ['önkizárást', 'sutik', 'kifizetések', 'omahát', 'pénztárból', 'adatvédelmy'];
const typedPairs = HUNGARIAN_PAIRS.filter((pair) => TYPED.includes(pair.query));

/** Any file of the search: its chunk of the boot script or its index. */
const SEARCH_FILE = /\/(assets\/js\/boot-searchDialog\.|search\/hu\.json)/;

function searchButton(page: Page): Locator {
  return header(page).getByRole('button', {name: 'Keresés', exact: true});
}

function dialogOf(page: Page): Locator {
  return page.getByRole('dialog', {name: 'Keresés az oldalon'});
}

async function typeQuery(dialog: Locator, query: string): Promise<void> {
  const box = dialog.getByRole('searchbox', {name: 'Mit keresel?'});
  await box.fill(query);
}

/** The first three results' addresses, as their links have them. */
async function firstThree(dialog: Locator): Promise<string[]> {
  const links = dialog.getByRole('list').getByRole('link');
  return (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).slice(0, 3);
}

test.describe('site search', () => {
  test('a tap on the magnifier at 320 px opens it; the typed pairs are found, counted and pass axe', async ({
    page,
    problems,
  }) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (SEARCH_FILE.test(request.url())) searchRequests.push(request.url());
    });
    await page.setViewportSize({width: 320, height: 640});
    await page.goto('/funds/');
    const button = searchButton(page);
    await expect(button).toBeVisible();
    // A first visit: the page has loaded and nothing of the search came with it.
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);

    await humanTap(button);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    for (const pair of typedPairs) {
      await typeQuery(dialog, pair.query);
      const status = dialog.getByRole('status');
      await expect(status).toHaveText(/^\d+ találat$/);
      await expect
        .poll(() => firstThree(dialog), {message: pair.query})
        .toContainEqual(expect.stringMatching(new RegExp(`^${pair.page}(#|$)`)));
    }
    // Each result: the page's title, the section's heading, an excerpt with the matched words marked.
    const first = dialog.getByRole('list').getByRole('link').first();
    await expect(first.locator('mark').first()).toBeVisible();
    // Nothing wider than the screen at 320 px (also 200 % zoom of a 640 px window).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page, '#site-search')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(problems.console).toEqual([]);
  });

  test('Ctrl+K and „/” open it from the keyboard; a query with no page shows the empty state', async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto('/');
    await page.keyboard.press('Control+k');
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await typeQuery(dialog, 'xqzvw');
    await expect(dialog.getByRole('status')).toHaveText('Nincs találat erre: „xqzvw”');
    await expect(dialog.getByRole('link', {name: 'Írj nekünk, segítünk megtalálni'})).toHaveAttribute(
      'href',
      '/contact/',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(dialog).toBeVisible();
    // The arrow key moves from the box to the first result.
    await typeQuery(dialog, 'omaha');
    await expect(dialog.getByRole('status')).toHaveText(/^\d+ találat$/);
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('list').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('without JavaScript the magnifier is not shown', async ({browser}) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: process.env.E2E_ORIGIN,
      viewport: {width: 375, height: 800},
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(header(page).getByRole('button', {name: 'Menü megnyitása'})).toBeAttached();
    await expect(searchButton(page)).toBeHidden();
    await context.close();
  });
});
