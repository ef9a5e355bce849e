import type {Locator} from '@playwright/test';

import {expect, test} from './fixtures';
import {expectShellAxeClean, header, mainNav, openAt, SCHOOL_PAGE} from './shell';

/**
 * The collapsed mobile menu at 375 and 1024 px, a native dialog the toggle opens by itself: closed by its
 * button, a link, a click outside and Escape, and axe-clean while open.
 * Helpers and the axe scope are in shell.ts.
 */

/**
 * The menu is open and still: the dialog is modal and its slide-in has finished, so a box measured or a click
 * aimed at a point is where it will stay.
 */
async function expectOpenAndStill(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
  await expect.poll(() => dialog.evaluate((element) => element.getAnimations({subtree: true}).length)).toBe(0);
}

/** A section of the menu's accordion (`<details name>`): its question-like summary and whether it is open. */
function section(dialog: Locator, name: string): {summary: Locator; details: Locator} {
  const summary = dialog.locator('summary', {hasText: name});
  return {summary, details: summary.locator('xpath=..')};
}

test.describe('mobile menu', () => {
  for (const width of [375, 1024] as const) {
    test.describe(`${width} px`, () => {
      test('opens from the toggle and closes on the close button, a link click and a click outside', async ({
        page,
        problems,
      }) => {
        await openAt(page, SCHOOL_PAGE, width);
        const toggle = header(page).getByRole('button', {name: 'Menü megnyitása'});
        await expect(mainNav(page)).toBeHidden();
        await expect(toggle).toBeVisible();

        // 1. close button
        await toggle.click();
        const dialog = page.getByRole('dialog', {name: 'Menü'});
        await expectOpenAndStill(dialog);
        await expect(dialog.getByRole('link', {name: 'Regisztráció'})).toBeVisible();
        await expect(dialog.getByRole('link', {name: 'Letöltés'})).toBeVisible();
        await expect(dialog.getByRole('navigation', {name: 'Mobil kiegészítő menü'})).toBeVisible();
        const school = section(dialog, 'Pókeriskola');
        await expect(school.details).toHaveAttribute('open');
        await expectShellAxeClean(page);
        const team = section(dialog, 'Játékstílusok');
        await team.summary.click();
        await expect(team.details).toHaveAttribute('open');
        // One section open at a time.
        await expect(school.details).not.toHaveAttribute('open');
        await expect(dialog.getByRole('link', {name: 'Összes'})).toBeVisible();
        const region = dialog.getByRole('button', {name: /Magyarország/});
        await region.click();
        await expect(dialog.getByRole('link', {name: /Kanada/})).toBeVisible();
        await expectShellAxeClean(page);
        // The region popup first (one Escape each), then the close button.
        await page.keyboard.press('Escape');
        await expect(dialog.getByRole('link', {name: /Kanada/})).toBeHidden();
        await dialog.getByRole('button', {name: 'Menü bezárása'}).click();
        await expect(dialog).toHaveCount(0);
        await expect(toggle).toBeFocused();

        // 2. a link click (client-side navigation)
        await toggle.click();
        await expect(dialog).toBeVisible();
        await section(dialog, 'Pénzügyek').summary.click();
        await dialog.getByRole('link', {name: 'Befizetés és kifizetés'}).click();
        await expect(dialog).toHaveCount(0);
        await expect(page).toHaveURL(/\/funds\/deposit-withdrawal\/$/);
        // The router has rendered the new page (the URL changes first): the toggle is pressed on the page that stays.
        await expect(page.locator('h1')).toHaveText('Befizetés és kifizetés');

        // 3. a click outside the inner holder
        await toggle.click();
        await expectOpenAndStill(dialog);
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
});
