import {HOVER_CLOSE_DELAY_MS} from '../../src/lib/disclosure';
import {expect, test} from './fixtures';
import {expectShellAxeClean, header, mainNav, openAt, panelOf, SCHOOL_PAGE} from './shell';

/**
 * The desktop menus at 1440 px: mega panels by hover and keyboard (APG disclosure navigation), the
 * underline bar, utility menu and region selector, and axe-clean while open.
 * Helpers and the axe scope are in shell.ts.
 */

test.describe('desktop menus at 1440 px', () => {
  test('every mega panel opens by hover, and the underline bar follows the pointer', async ({page, problems}) => {
    await openAt(page, SCHOOL_PAGE, 1440);
    const nav = mainNav(page);
    await expect(nav).toBeVisible();
    await expect(header(page).getByRole('button', {name: 'Menü megnyitása'})).toBeHidden();
    const bar = nav.locator('[data-bar-target]');
    await expect(bar).toHaveAttribute('data-bar-target', 'NAV_POKER_SCHOOL');
    const buttons = nav.locator('button[popovertarget]');
    const count = await buttons.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index += 1) {
      const button = buttons.nth(index);
      await button.hover();
      const panel = await panelOf(page, button);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link').first()).toBeVisible();
      await expect(button.locator('xpath=ancestor::li[1]')).toHaveAttribute('data-marked', 'true');
      if (index === 0) await expectShellAxeClean(page);
    }
    // Leaving the menu closes the hover panel and returns the bar to the current section.
    await page.mouse.move(700, 700);
    await expect(nav.locator('[popover]:popover-open')).toHaveCount(0);
    await expect(bar).toHaveAttribute('data-bar-target', 'NAV_POKER_SCHOOL');
    const schoolBox = await nav.getByRole('button', {name: 'Pókeriskola'}).boundingBox();
    // After the slide transition the bar sits exactly under the current section's item.
    await expect.poll(async () => Math.round((await bar.boundingBox())!.x - schoolBox!.x)).toBe(0);
    await expect.poll(async () => Math.round((await bar.boundingBox())!.width - schoolBox!.width)).toBe(0);
    expect(problems.console).toEqual([]);
  });

  test('the team panel lists the ambassadors with thumbnails and a Show all link; axe clean while open', async ({
    page,
  }) => {
    await openAt(page, '/', 1440);
    const team = mainNav(page).getByRole('button', {name: 'Játékstílusok'});
    await team.click();
    const panel = await panelOf(page, team);
    await expect(panel.getByRole('link', {name: 'Összes'})).toHaveAttribute('href', '/ggteam/');
    const members = panel.locator('a[href^="/ggteam/"]:has(img)');
    expect(await members.count()).toBeGreaterThanOrEqual(1);
    // Every profile of today is made up, and says so in the panel.
    await expect(members.first().getByText('Kitalált, szemléltető profil')).toBeVisible();
    const image = members.first().locator('img');
    await expect(image).toHaveAttribute('width', '192');
    await expect(image).toHaveAttribute('src', /\/img\/ggteam\/[a-z-]+_nav\.svg$/);
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(192);
    await expectShellAxeClean(page);
    // A click on the page below the panel (a tap outside) closes it.
    const box = await panel.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(880);
    await page.mouse.click(700, box!.y + box!.height + 10);
    await expect(panel).toBeHidden();
  });

  test('utility dropdown and the home-page region popup: open, axe clean, close', async ({page, problems}) => {
    // The page's clock is the test's: it runs as usual until the test stops it to time the popup's close delay.
    await page.clock.install();
    await openAt(page, '/', 1440);
    const utility = header(page).getByRole('navigation', {name: 'Kiegészítő menü'});
    const about = utility.getByRole('button', {name: 'Információ'});
    await about.click();
    await expect(utility.getByRole('link', {name: 'Kapcsolat'})).toBeVisible();
    await expectShellAxeClean(page);
    await page.keyboard.press('Escape');
    await expect(utility.getByRole('link', {name: 'Kapcsolat'})).toBeHidden();
    await expect(about).toBeFocused();

    const region = header(page).getByRole('button', {name: /Magyarország/});
    await region.hover();
    const popup = await panelOf(page, region);
    await expect(popup).toBeVisible();
    await expect(popup.getByText('Régiók')).toBeVisible();
    await expect(popup.getByText('Régiók')).toHaveCSS('text-transform', 'uppercase');
    await expect(popup.getByRole('link', {name: /Kanada/})).toHaveAttribute('href', 'https://ggpoker.ca/');
    await expectShellAxeClean(page);
    // Leaving it starts the close delay: still open 1 ms before it ends, closed when it ends. The page's time
    // stands still meanwhile and moves only as the test moves it, however busy the machine.
    await page.clock.pauseAt(Date.now() + 10_000);
    await page.mouse.move(200, 700);
    await page.clock.runFor(HOVER_CLOSE_DELAY_MS - 1);
    await expect(popup).toBeVisible();
    await page.clock.runFor(1);
    await expect(popup).toBeHidden();
    await page.clock.resume();

    await openAt(page, '/funds/', 1440);
    await expect(header(page).getByRole('link', {name: 'Főoldal', exact: true})).toHaveAttribute('href', '/');
    await expect(header(page).getByRole('button', {name: /Magyarország/})).toHaveCount(0);
    expect(problems.console).toEqual([]);
  });

  test('scrolled, the header collapses to the light bar with the black logo and stays axe clean', async ({page}) => {
    await openAt(page, SCHOOL_PAGE, 1440);
    await page.mouse.wheel(0, 800);
    await expect(header(page)).toHaveAttribute('data-collapsed', 'true');
    await expect(header(page).locator('img[src$="logo-black.svg"]')).toBeVisible();
    await expect(header(page).locator('img[src$="/logo.svg"]')).toBeHidden();
    const top = await header(page).evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeLessThanOrEqual(0);
    // The colours change with a short transition: measure contrast once it has finished.
    await expect.poll(() => header(page).evaluate((element) => element.getAnimations({subtree: true}).length)).toBe(0);
    await expectShellAxeClean(page);
  });
});
