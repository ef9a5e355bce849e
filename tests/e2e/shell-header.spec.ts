import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';

/**
 * The site header on the production build (spec §2 "Header", "Main menu", "Sub menu strip",
 * "Collapsed mobile menu", "Region selector"): at 375, 1024 and 1440 px, each menu and modal
 * opened by pointer and keyboard, closed every way, and axe-clean (WCAG 2.2 AA, target-size) while open.
 * axe looks at the shell (skip link, header, sub-menu strip, open dialogs); page content has its
 * own checks in crawl.spec.ts.
 */

const WIDTHS = [375, 1024, 1440] as const;
const SCHOOL_PAGE = '/poker-school/poker-hand-rankings/';

async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({width, height: 900});
  await page.goto(path);
  // Interactive only after hydration.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 15_000});
}

function header(page: Page): Locator {
  return page.getByRole('banner');
}

function mainNav(page: Page): Locator {
  return header(page).getByRole('navigation', {name: 'Főmenü'});
}

async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

const SHELL = ['[role="region"]:has(> a[href="#__docusaurus_skipToContent_fallback"])', 'header', '[data-testid="sub-menu-strip"]', '[data-modal-root]'];

async function expectAxeClean(page: Page): Promise<void> {
  let builder = new AxeBuilder({page})
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .options({rules: {'target-size': {enabled: true}}});
  for (const selector of SHELL) {
    if ((await page.locator(selector).count()) > 0) builder = builder.include(selector);
  }
  const {violations} = await builder.analyze();
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`),
  ).toEqual([]);
}

test.describe('site header', () => {
  for (const width of WIDTHS) {
    test.describe(`${width} px`, () => {
      test('the skip link is the first focusable element and leads to the main content', async ({page, problems}) => {
        await open(page, '/', width);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', {name: 'Ugrás a tartalomra', exact: true});
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await expect(page.locator('a[href="#__docusaurus_skipToContent_fallback"]')).toHaveCount(1);
        await page.keyboard.press('Enter');
        // Focus moves to the main content: the next Tab lands inside it, past the header.
        await page.keyboard.press('Tab');
        const focusedInMain = await page.evaluate(() => {
          const main = document.getElementById('__docusaurus_skipToContent_fallback');
          return !!main && main.contains(document.activeElement) && !document.querySelector('header')!.contains(document.activeElement);
        });
        expect(focusedInMain).toBe(true);
        expect(problems.console).toEqual([]);
      });

      test('home page: home style, logo link, no sub-menu strip, no horizontal overflow, axe clean', async ({page, problems}) => {
        await open(page, '/', width);
        await expect(header(page)).toHaveAttribute('data-home', 'true');
        await expect(header(page).getByRole('link', {name: 'GGPoker – főoldal'})).toBeVisible();
        await expect(page.getByTestId('sub-menu-strip')).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const headerBox = await header(page).boundingBox();
        expect(headerBox!.height).toBeGreaterThanOrEqual(64);
        await expectAxeClean(page);
        expect(problems.console).toEqual([]);
      });

      test('inner page: the sub-menu strip shows the section and scrolls horizontally inside itself', async ({page}) => {
        await open(page, SCHOOL_PAGE, width);
        await expect(header(page)).not.toHaveAttribute('data-home', 'true');
        const strip = page.getByTestId('sub-menu-strip');
        await expect(strip).toBeVisible();
        await expect(strip.getByText('Pókeriskola', {exact: true})).toBeVisible();
        await expect(strip.getByRole('link', {name: 'Pókerkezek erősorrendje'})).toHaveAttribute('aria-current', 'page');
        const stripBox = await strip.boundingBox();
        expect(stripBox!.x + stripBox!.width).toBeLessThanOrEqual(width);
        const headerBox = await header(page).boundingBox();
        expect(headerBox!.x + headerBox!.width).toBeLessThanOrEqual(width);
      });

      test('the record badge opens the certificate modal', async ({page, problems}) => {
        await open(page, '/', width);
        const badge = header(page).getByRole('button', {name: /Világrekorder/}).locator('visible=true');
        await expect(badge).toHaveCount(1);
        const box = await badge.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(24);
        await badge.click();
        const dialog = page.getByRole('dialog', {name: 'Világrekord-tanúsítvány'});
        await expect(dialog).toBeVisible();
        await expect(dialog.locator('img[width="631"][height="857"]')).toHaveCount(1);
        await expectAxeClean(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(badge).toBeFocused();
        expect(problems.console).toEqual([]);
      });

      test('a change of page scrolls to the top; a hash target lands below the sticky header', async ({page}) => {
        await open(page, SCHOOL_PAGE, width);
        const paddingTop = await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
        expect(paddingTop).toBe('64px');
        await page.mouse.wheel(0, 1500);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        // The sticky header's logo is in view while scrolled; following it lands at the top of the new page.
        await header(page).getByRole('link', {name: 'GGPoker – főoldal'}).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/');
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await open(page, '/poker-school/poker-terms/', width);

        const id = await page.evaluate(() => [...document.querySelectorAll('main h2[id]')].at(-1)?.id ?? null);
        expect(id).toBeTruthy();
        const headerBottom = (): Promise<number> =>
          header(page).evaluate((element) => element.getBoundingClientRect().bottom);
        const headingTop = (): Promise<number> =>
          page.evaluate((target) => document.getElementById(target)!.getBoundingClientRect().top, id!);
        // Client-side: the heading's own anchor link.
        await page.locator(`main a.hash-link[href="#${id}"]`).evaluate((link) => (link as HTMLAnchorElement).click());
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        expect(await headingTop()).toBeGreaterThanOrEqual((await headerBottom()) - 1);
        // Full load with the hash.
        await page.goto('/about-us/');
        await page.goto(`/poker-school/poker-terms/#${id}`);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        expect(await headingTop()).toBeGreaterThanOrEqual((await headerBottom()) - 1);
      });
    });
  }

  for (const width of [375, 1024] as const) {
    test.describe(`mobile menu at ${width} px`, () => {
      test('opens from the toggle and closes on the close button, a link click and a click outside', async ({page, problems}) => {
        await open(page, SCHOOL_PAGE, width);
        const toggle = header(page).getByRole('button', {name: 'Menü megnyitása'});
        await expect(mainNav(page)).toBeHidden();
        await expect(toggle).toBeVisible();

        // 1. close button
        await toggle.click();
        const dialog = page.getByRole('dialog', {name: 'Menü'});
        await expect(dialog).toBeVisible();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(dialog.getByRole('link', {name: 'Regisztráció'})).toBeVisible();
        await expect(dialog.getByRole('link', {name: 'Letöltés'})).toBeVisible();
        await expect(dialog.getByRole('navigation', {name: 'Kiegészítő menü'})).toBeVisible();
        const school = dialog.getByRole('button', {name: 'Pókeriskola'});
        await expect(school).toHaveAttribute('aria-expanded', 'true');
        await expectAxeClean(page);
        const team = dialog.getByRole('button', {name: 'Csapat'});
        await team.click();
        await expect(team).toHaveAttribute('aria-expanded', 'true');
        await expect(dialog.getByRole('link', {name: 'Összes'})).toBeVisible();
        const region = dialog.getByRole('button', {name: /Magyarország/});
        await region.click();
        await expect(region).toHaveAttribute('aria-expanded', 'true');
        await expect(dialog.getByRole('link', {name: /Kanada/})).toBeVisible();
        await expectAxeClean(page);
        await dialog.getByRole('button', {name: 'Menü bezárása'}).click();
        await expect(dialog).toHaveCount(0);
        await expect(toggle).toBeFocused();

        // 2. a link click (client-side navigation)
        await toggle.click();
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', {name: 'Pénzügyek'}).click();
        await dialog.getByRole('link', {name: 'Befizetés és kifizetés'}).click();
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/\/funds\/deposit-withdrawal\/$/);

        // 3. a click outside the inner holder
        await toggle.click();
        await expect(dialog).toBeVisible();
        const holder = dialog.getByTestId('mobile-menu-holder');
        const box = await holder.boundingBox();
        expect(box!.x + box!.width).toBeLessThan(width - 20);
        await page.mouse.click(width - 10, 450);
        await expect(dialog).toHaveCount(0);

        // and Escape
        await toggle.click();
        await expect(dialog).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        expect(problems.console).toEqual([]);
      });
    });
  }

  test.describe('desktop menus at 1440 px', () => {
    test('every mega panel opens by hover, and the underline bar follows the pointer', async ({page, problems}) => {
      await open(page, SCHOOL_PAGE, 1440);
      const nav = mainNav(page);
      await expect(nav).toBeVisible();
      await expect(header(page).getByRole('button', {name: 'Menü megnyitása'})).toBeHidden();
      const bar = nav.locator('[data-bar-target]');
      await expect(bar).toHaveAttribute('data-bar-target', 'NAV_POKER_SCHOOL');
      const buttons = nav.locator('button[aria-controls]');
      const count = await buttons.count();
      expect(count).toBeGreaterThanOrEqual(5);
      for (let index = 0; index < count; index += 1) {
        const button = buttons.nth(index);
        await button.hover();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const panel = await panelOf(page, button);
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('link').first()).toBeVisible();
        await expect(button.locator('xpath=..')).toHaveAttribute('data-marked', 'true');
        if (index === 0) await expectAxeClean(page);
      }
      // Leaving the menu closes the hover panel and returns the bar to the current section.
      await page.mouse.move(700, 700);
      await expect(nav.locator('button[aria-expanded="true"]')).toHaveCount(0);
      await expect(bar).toHaveAttribute('data-bar-target', 'NAV_POKER_SCHOOL');
      const schoolBox = await nav.getByRole('button', {name: 'Pókeriskola'}).boundingBox();
      // After the slide transition the bar sits exactly under the current section's item.
      await expect.poll(async () => Math.round((await bar.boundingBox())!.x - schoolBox!.x)).toBe(0);
      await expect.poll(async () => Math.round((await bar.boundingBox())!.width - schoolBox!.width)).toBe(0);
      expect(problems.console).toEqual([]);
    });

    test('every mega panel opens by keyboard; Escape closes it and returns focus', async ({page}) => {
      await open(page, SCHOOL_PAGE, 1440);
      const nav = mainNav(page);
      const buttons = nav.locator('button[aria-controls]');
      const count = await buttons.count();
      for (let index = 0; index < count; index += 1) {
        const button = buttons.nth(index);
        await button.focus();
        await expect(nav.locator('[data-bar-target]')).toHaveAttribute('data-bar-target', /NAV_/);
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const panel = await panelOf(page, button);
        await expect(panel).toBeVisible();
        await page.keyboard.press('Tab');
        expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Escape');
        await expect(button).toHaveAttribute('aria-expanded', 'false');
        await expect(button).toBeFocused();
        await expect(panel).toBeHidden();
      }
    });

    test('the team panel lists the ambassadors with thumbnails and a Show all link; axe clean while open', async ({page}) => {
      await open(page, '/', 1440);
      const team = mainNav(page).getByRole('button', {name: 'Csapat'});
      await team.click();
      const panel = await panelOf(page, team);
      await expect(panel.getByRole('link', {name: 'Összes'})).toHaveAttribute('href', '/ggteam/');
      const members = panel.locator('a[href^="/ggteam/"]:has(img)');
      expect(await members.count()).toBeGreaterThanOrEqual(1);
      const image = members.first().locator('img');
      await expect(image).toHaveAttribute('width', '192');
      await expect(image).toHaveAttribute('src', /\/img\/ggteam\/[a-z-]+_nav\.svg$/);
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(192);
      await expectAxeClean(page);
      await page.mouse.click(700, 700);
      await expect(team).toHaveAttribute('aria-expanded', 'false');
    });

    test('utility disclosure and the home-page region popup: open, axe clean, close', async ({page, problems}) => {
      await open(page, '/', 1440);
      const utility = header(page).getByRole('navigation', {name: 'Kiegészítő menü'});
      const about = utility.getByRole('button', {name: 'Rólunk'});
      await about.click();
      await expect(utility.getByRole('link', {name: 'Kapcsolat'})).toBeVisible();
      await expectAxeClean(page);
      await page.keyboard.press('Escape');
      await expect(about).toHaveAttribute('aria-expanded', 'false');

      const region = header(page).getByRole('button', {name: /Magyarország/});
      await region.hover();
      await expect(region).toHaveAttribute('aria-expanded', 'true');
      const popup = await panelOf(page, region);
      await expect(popup.getByText('Régiók')).toBeVisible();
      await expect(popup.getByText('Régiók')).toHaveCSS('text-transform', 'uppercase');
      await expect(popup.getByRole('link', {name: /Kanada/})).toHaveAttribute('href', 'https://ggpoker.ca/');
      await expectAxeClean(page);
      await page.mouse.move(200, 700);
      await page.waitForTimeout(250);
      await expect(region).toHaveAttribute('aria-expanded', 'true');
      await expect(region).toHaveAttribute('aria-expanded', 'false', {timeout: 1000});

      await open(page, '/funds/', 1440);
      await expect(header(page).getByRole('link', {name: 'Főoldal', exact: true})).toHaveAttribute('href', '/');
      await expect(header(page).getByRole('button', {name: /Magyarország/})).toHaveCount(0);
      expect(problems.console).toEqual([]);
    });

    test('scrolled, the header collapses to the light bar with the black logo and stays axe clean', async ({page}) => {
      await open(page, SCHOOL_PAGE, 1440);
      await page.mouse.wheel(0, 800);
      await expect(header(page)).toHaveAttribute('data-collapsed', 'true');
      await expect(header(page).locator('img[src$="logo-black.svg"]')).toBeVisible();
      await expect(header(page).locator('img[src$="/logo.svg"]')).toBeHidden();
      const top = await header(page).evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeLessThanOrEqual(0);
      // The colours change with a short transition: measure contrast once it has finished.
      await expect.poll(() => header(page).evaluate((element) => element.getAnimations({subtree: true}).length)).toBe(0);
      await expectAxeClean(page);
    });
  });

  test('without JavaScript every menu destination is a plain link in the HTML', async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 1440, height: 900}});
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    const hrefs = await page.locator('header a[href]').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    for (const href of ['/poker-school/poker-terms/', '/funds/deposit-withdrawal/', '/ggteam/', '/streamer-mode/', 'https://ggpoker.com/blog/']) {
      expect(hrefs).toContain(href);
    }
    // Keyboard focus on a disclosure button shows its panel even without JavaScript.
    const school = page.locator('header nav button', {hasText: 'Pókeriskola'});
    await school.focus();
    const panel = page.locator(`[id="${await school.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await context.close();
  });
});
