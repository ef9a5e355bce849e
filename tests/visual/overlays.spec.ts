import type {Page} from '@playwright/test';

import {expect, test} from '../e2e/fixtures';
import {expectOnlyShippedFonts} from './shippedFonts';
import {imagesSettled, openStill, prepare} from './stablePage';

/**
 * Menus and dialogs, opened the way a visitor opens them, compared at the width where they appear, every glyph
 * from the site's fonts.
 */

function header(page: Page) {
  return page.getByRole('banner');
}

test('mega menu open (team panel with the portraits) at 1440 px', async ({page}) => {
  await prepare(page, 1440);
  await openStill(page, '/poker-school/');
  const team = header(page).getByRole('navigation', {name: 'Főmenü'}).getByRole('button', {name: 'Játékstílusok'});
  await team.click();
  await expect(page.locator(`[id="${await team.getAttribute('popovertarget')}"]`)).toBeVisible();
  const panel = page.locator('img[src$="_nav.svg"]').first();
  await expect(panel).toBeVisible();
  await imagesSettled(page);
  await expect(page).toHaveScreenshot('mega-menu-1440.png');
  await expectOnlyShippedFonts(page);
});

test('mobile menu open at 375 px', async ({page}) => {
  await prepare(page, 375);
  await openStill(page, '/poker-school/');
  await header(page).getByRole('button', {name: 'Menü megnyitása'}).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveScreenshot('mobile-menu-375.png');
  await expectOnlyShippedFonts(page);
});

for (const width of [375, 1440]) {
  test(`region warning modal at ${width} px`, async ({page}) => {
    await prepare(page, width, {country: 'FR', rules: {FR: {ruleType: 'WARNING'}}});
    await openStill(page, '/', {scroll: false});
    await expect(page.getByRole('dialog', {name: 'Nem elérhető az országodban'})).toBeVisible();
    await expect(page).toHaveScreenshot(`region-warning-${width}.png`);
    await expectOnlyShippedFonts(page);
  });
}

async function ontarioModal(page: Page): Promise<void> {
  await prepare(page, 1440, {country: 'CA', region: 'ON', rules: {CAON: {ruleType: 'BLOCKED'}}});
  await openStill(page, '/', {scroll: false});
  await expect(page.getByRole('dialog', {name: 'Úgy tűnik, Ontarióban tartózkodsz'})).toBeVisible();
  await imagesSettled(page);
}

test('Ontario modal at 1440 px', async ({page}) => {
  await ontarioModal(page);
  await expect(page).toHaveScreenshot('ontario-1440.png');
  await expectOnlyShippedFonts(page);
});

async function certificateModal(page: Page): Promise<void> {
  await prepare(page, 1440);
  await openStill(page, '/');
  await header(page)
    .getByRole('link', {name: /^Guinness-világrekord/})
    .locator('visible=true')
    .click();
  await expect(page.getByRole('dialog', {name: 'Guinness-világrekord'})).toBeVisible();
  await imagesSettled(page);
}

test('certificate modal at 1440 px', async ({page}) => {
  await certificateModal(page);
  await expect(page).toHaveScreenshot('certificate-1440.png');
  await expectOnlyShippedFonts(page);
});
