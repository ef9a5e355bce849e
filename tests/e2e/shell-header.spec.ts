import {newContext, newPage} from '../../scripts/browser/slowCpu';
import {expect, test} from './fixtures';
import {expectShellAxeClean, header, openAt, SCHOOL_PAGE, WIDTHS} from './shell';

/**
 * The site header on the production build at 375, 1024 and 1440 px: skip link, home and inner-page
 * styles, sub-menu strip, scroll on page change and hash targets, and every menu destination as a plain link
 * without JavaScript. Each open state is axe-clean (WCAG 2.2 AA, target-size). The record badge's dialog is
 * pressed open at every width in first-tap.spec.ts and its certificate read in shell-footer.spec.ts.
 * Helpers and the axe scope are in shell.ts.
 */

test.describe('site header', () => {
  for (const width of WIDTHS) {
    test.describe(`${width} px`, () => {
      test('the skip link is the first focusable element and leads to the main content', async ({page, problems}) => {
        await openAt(page, '/', width);
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
          return (
            !!main &&
            main.contains(document.activeElement) &&
            !document.querySelector('header')!.contains(document.activeElement)
          );
        });
        expect(focusedInMain).toBe(true);
        expect(problems.console).toEqual([]);
      });

      test('home page: home style, logo link, no sub-menu strip, no horizontal overflow, axe clean', async ({
        page,
        problems,
      }) => {
        await openAt(page, '/', width);
        await expect(header(page)).toHaveAttribute('data-home', 'true');
        await expect(header(page).getByRole('link', {name: 'GGPoker – főoldal'})).toBeVisible();
        await expect(page.getByTestId('sub-menu-strip')).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBeLessThanOrEqual(0);
        const headerBox = await header(page).boundingBox();
        expect(headerBox!.height).toBeGreaterThanOrEqual(64);
        await expectShellAxeClean(page);
        expect(problems.console).toEqual([]);
      });

      test('inner page: the sub-menu strip shows the section and scrolls horizontally inside itself', async ({
        page,
      }) => {
        await openAt(page, SCHOOL_PAGE, width);
        await expect(header(page)).not.toHaveAttribute('data-home', 'true');
        const strip = page.getByTestId('sub-menu-strip');
        await expect(strip).toBeVisible();
        await expect(strip.getByText('Pókeriskola', {exact: true})).toBeVisible();
        await expect(strip.getByRole('link', {name: 'Pókerkezek erősorrendje'})).toHaveAttribute(
          'aria-current',
          'page',
        );
        const stripBox = await strip.boundingBox();
        expect(stripBox!.x + stripBox!.width).toBeLessThanOrEqual(width);
        const headerBox = await header(page).boundingBox();
        expect(headerBox!.x + headerBox!.width).toBeLessThanOrEqual(width);
      });

      test('a change of page scrolls to the top; a hash target lands below the sticky header', async ({page}) => {
        await openAt(page, SCHOOL_PAGE, width);
        const paddingTop = await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingTop);
        expect(paddingTop).toBe('64px');
        await page.mouse.wheel(0, 1500);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        // The sticky header's logo is in view while scrolled; following it lands at the top of the new page.
        await header(page).getByRole('link', {name: 'GGPoker – főoldal'}).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/');
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
        await openAt(page, '/poker-school/poker-terms/', width);

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

  test('without JavaScript every menu destination is a plain link in the HTML', async ({browser, baseURL}) => {
    // A context of its own (JavaScript off), throttled in slow mode like the fixture's.
    const context = await newContext(browser, {javaScriptEnabled: false, viewport: {width: 1440, height: 900}});
    const page = await newPage(context);
    await page.goto(`${baseURL}/`);
    const hrefs = await page
      .locator('header a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of [
      '/poker-school/poker-terms/',
      '/funds/deposit-withdrawal/',
      '/ggteam/',
      '/streamer-mode/',
      '/promotions/',
      '/tournaments/',
      'https://ggpoker.com/blog/',
    ]) {
      expect(hrefs).toContain(href);
    }
    // A panel's button opens it from the keyboard even without JavaScript (a popover).
    const school = page.locator('header nav button', {hasText: 'Pókeriskola'});
    await school.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`[id="${await school.getAttribute('popovertarget')}"]`);
    await expect(panel).toBeVisible();
    await context.close();
  });
});
