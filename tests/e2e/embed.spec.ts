import type {Locator, Page} from '@playwright/test';

import {axeViolations} from './axe';
import {expect, test, waitForHydration} from './fixtures';

/**
 * Embed modes (body class from src/clientModules/embedMode.ts, rules in src/css/custom.css):
 *   nav-1    content only: no header, sub-menu strip, footer or quick buttons;
 *   nav-logo the header is just the logo, no sub-menu strip, the footer is just its copyright line and the
 *            statutory notice (the page may quote an amount), no quick DOWNLOAD button;
 *   nav-all  the full site chrome, like a visit without the query.
 * Checked at 1440 px on a page with a sub-menu strip; axe stays clean and the skip link still works.
 */

const PATH = '/poker-school/';

test.use({viewport: {width: 1440, height: 900}});

/** The shell's parts, by the stable `data-embed-part` hooks (and the roles the visitor meets). */
function parts(page: Page) {
  const part = (name: string): Locator => page.locator(`[data-embed-part="${name}"]`);
  return {
    header: part('header'),
    topBar: part('header-top'),
    logo: part('header-logo'),
    mainMenu: page.getByRole('navigation', {name: 'Főmenü'}),
    headerDownloads: part('header').locator('[data-download-button]'),
    subMenu: part('sub-menu'),
    footer: part('footer'),
    footerNav: part('footer').getByRole('navigation'),
    copyright: part('footer-copyright'),
    quickButtons: part('quick-buttons'),
    quickDownload: part('quick-download'),
    main: page.locator('main'),
  };
}

async function open(page: Page, query: string, bodyClass: string | null): Promise<void> {
  await page.goto(`${PATH}${query}`);
  const body = page.locator('body');
  if (bodyClass) {
    await expect(body).toHaveClass(new RegExp(`(^|\\s)${bodyClass}(\\s|$)`));
  } else {
    // Wait for hydration (the client module runs on it), then make sure no mode was set.
    await waitForHydration(page);
    await expect(body).not.toHaveClass(/(^|\s)nav-(1|logo|all)(\s|$)/);
  }
}

async function expectFullChrome(page: Page): Promise<void> {
  const p = parts(page);
  for (const locator of [
    p.header,
    p.topBar,
    p.logo,
    p.mainMenu,
    p.subMenu,
    p.footer,
    p.footerNav,
    p.copyright,
    p.quickDownload,
  ]) {
    await expect(locator).toBeVisible();
  }
  await expect(p.headerDownloads.filter({visible: true})).not.toHaveCount(0);
}

/** Tab reaches the skip link first; Enter moves focus to the main content. */
async function expectSkipLinkWorks(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: 'Ugrás a tartalomra', exact: true});
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => {
    const main = document.getElementById('__docusaurus_skipToContent_fallback');
    return !!main && main.contains(document.activeElement) && document.activeElement !== document.body;
  });
  expect(focusedInMain).toBe(true);
}

test('without the query the full chrome shows (the baseline)', async ({page, problems}) => {
  await open(page, '', null);
  await expectFullChrome(page);
  expect(problems.console).toEqual([]);
});

test('nav-all (?embedded=all): the full chrome, nothing hidden, axe clean', async ({page, problems}) => {
  await open(page, '?embedded=all', 'nav-all');
  await expectFullChrome(page);
  expect(await axeViolations(page)).toEqual([]);
  await expectSkipLinkWorks(page);
  expect(problems.console).toEqual([]);
});

// The misspelt `?embeded=1` gives the same `nav-1` (visitor-runtime.spec.ts and the parser's unit test).
test('nav-1 (?embedded=1): content only, axe clean, the skip link still works', async ({page, problems}) => {
  await open(page, '?embedded=1', 'nav-1');
  const p = parts(page);
  for (const locator of [p.header, p.subMenu, p.footer, p.quickButtons]) {
    await expect(locator).toBeHidden();
  }
  await expect(p.main).toBeVisible();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  // Nothing sticks any more: the content starts at the top of the viewport.
  const mainTop = await p.main.evaluate((el) => el.getBoundingClientRect().top);
  expect(mainTop).toBeLessThan(80);
  expect(await axeViolations(page)).toEqual([]);
  await expectSkipLinkWorks(page);
  expect(problems.console).toEqual([]);
});

test('nav-logo (?embedded=logo): the header is just the logo, the footer its copyright and statutory notice, axe clean', async ({
  page,
  problems,
}) => {
  await open(page, '?embedded=logo', 'nav-logo');
  const p = parts(page);
  await expect(p.header).toBeVisible();
  await expect(p.logo).toBeVisible();
  for (const locator of [p.topBar, p.mainMenu, p.subMenu, p.footerNav, p.quickDownload]) {
    await expect(locator).toBeHidden();
  }
  await expect(p.headerDownloads.filter({visible: true})).toHaveCount(0);
  await expect(p.header.getByRole('button').filter({visible: true})).toHaveCount(0);
  await expect(p.header.getByRole('link').filter({visible: true})).toHaveCount(1);
  await expect(p.footer).toBeVisible();
  await expect(p.copyright).toBeVisible();
  // The statutory notice stays with the copyright: its link to responsible gaming is the footer's only one.
  await expect(p.footer.getByTestId('footer-statutory-notice')).toBeVisible();
  await expect(p.footer.getByRole('link').filter({visible: true})).toHaveCount(1);
  await expect(p.footer.getByRole('link', {name: 'Felelős játék'}).filter({visible: true})).toHaveCount(1);

  // Without the top bar the sticky header starts at the very top, so the logo stays in view.
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => p.header.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(0);
  await expect(p.logo).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));

  expect(await axeViolations(page)).toEqual([]);
  await expectSkipLinkWorks(page);
  expect(problems.console).toEqual([]);
});
