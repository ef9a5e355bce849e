import type {Page} from '@playwright/test';

import {expect, test} from './fixtures';
import {header, mainNav, panelOf} from './shell';

/**
 * On a slow phone the first taps come before the page's JavaScript has run. Every control works from the
 * first paint with the platform alone: here every script of the site is held back (as if it were still
 * loading), a touch screen taps each control, and the control does its job.
 */

test.use({hasTouch: true});

/** Holds back every script of the build (the boot script and the app's bundles): nothing hydrates. */
async function openWithoutScripts(page: Page, path: string, width: number): Promise<void> {
  await page.route(/\/assets\/js\//, (route) => route.abort());
  await page.setViewportSize({width, height: 900});
  await page.goto(path);
}

/** The page never hydrated (the server HTML says `false` until React runs): the tap was answered by HTML and CSS. */
async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).toBe('false');
}

test.describe('before JavaScript', () => {
  test('the menu toggle opens the menu on a phone', async ({page}) => {
    await openWithoutScripts(page, '/funds/', 375);
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await header(page).getByRole('button', {name: 'Menü megnyitása'}).tap();
    await expect(menu).toBeVisible();
    await menu.locator('summary', {hasText: 'Pókeriskola'}).tap();
    const terms = menu.getByRole('link', {name: 'Pókerszótár'});
    await expect(terms).toBeVisible();
    await terms.tap();
    await expect(page).toHaveURL(/\/poker-school\/poker-terms\/$/);
    await expectNotHydrated(page);
  });

  test('a mega-menu trigger shows its panel on a touch-screen desktop', async ({page}) => {
    await openWithoutScripts(page, '/funds/', 1440);
    const school = mainNav(page).getByRole('button', {name: 'Pókeriskola'});
    const panel = await panelOf(page, school);
    await expect(panel).toBeHidden();
    await school.tap();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link').first()).toBeVisible();
    await expectNotHydrated(page);
  });

  test('the region selector shows the regions', async ({page}) => {
    await openWithoutScripts(page, '/', 1440);
    const selector = header(page).locator('[data-variant="header"]');
    const button = selector.getByRole('button', {name: /^Régió:/});
    const popup = await panelOf(page, button);
    await expect(popup).toBeHidden();
    await button.tap();
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link').first()).toBeVisible();
    await expectNotHydrated(page);
  });

  test('without any script, the record badge leads to the record’s facts and sources', async ({page}) => {
    await openWithoutScripts(page, '/funds/', 1440);
    await header(page)
      .getByRole('link', {name: /^Guinness-világrekord, 2020/})
      .first()
      .tap();
    await expect(page).toHaveURL(/\/world-record\/$/);
    const facts = page.getByRole('table');
    await expect(facts.getByRole('rowheader', {name: 'Díjalap'})).toBeVisible();
    await expect(page.getByRole('link', {name: /^Online Poker Report/})).toBeVisible();
    await expectNotHydrated(page);
  });

  test('the footer’s record banner leads there too', async ({page}) => {
    await openWithoutScripts(page, '/funds/', 375);
    await page
      .locator('footer')
      .getByRole('link', {name: /^Guinness-világrekord, 2020/})
      .tap();
    await expect(page).toHaveURL(/\/world-record\/$/);
  });

  test('a FAQ question opens its answer', async ({page}) => {
    await openWithoutScripts(page, '/streamer-mode/', 375);
    const question = page.getByRole('heading', {name: 'Ki jelentkezhet a streamerprogramba?'});
    await expect(question).toBeVisible();
    const answer = page.getByText(/^Bárki, aki a YouTube-on vagy a Twitchen/);
    await expect(answer).toBeHidden();
    await question.tap();
    await expect(answer).toBeVisible();
    await expectNotHydrated(page);
  });
});
