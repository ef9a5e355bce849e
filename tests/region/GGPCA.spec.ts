import {readFileSync} from 'node:fs';

import {outlineDrawings} from '../../plugins/svg-outlines';
import {REGION_STATIC_DIR, regionBuildDir} from '../../site/paths';
import {region} from '../../src/data/region';
import {CANADA_REGION_ID} from '../../src/data/regionIds';
import {WORLD_RECORD} from '../../src/data/worldRecord';
import {expect, test} from '../e2e/fixtures';
import {expectNoVisitorModal, headerDownload, open, visitorDecided, watchVisitorModals} from '../e2e/visitorHarness';
import {regionText} from './regionText';

/**
 * The Canadian site's own rules, on its build with its own runtime config (no test rules): Ontario's
 * visitors are at home here, so no Ontario modal; the region's geolocation rules still warn and block; the
 * footer carries the iGaming logo; money is written the Canadian way.
 */
test.beforeAll(() => {
  expect(region.id).toBe(CANADA_REGION_ID);
});

/** The visitor's country and region for the next pages, as the edge reads them in tests. */
async function from(page: import('@playwright/test').Page, country: string, province?: string): Promise<void> {
  watchVisitorModals(page);
  await page.setExtraHTTPHeaders(
    province ? {'X-Country-Code': country, 'X-Region-Code': province} : {'X-Country-Code': country},
  );
}

test.describe('Ontario', () => {
  for (const path of ['/', '/download/']) {
    test(`a visitor in Ontario gets no Ontario modal on ${path}, and may download`, async ({page, problems}) => {
      await from(page, 'CA', 'ON');
      await open(page, path);
      await expectNoVisitorModal(page);
      await expect(page.getByRole('dialog', {name: regionText('ONTARIO_TITLE')})).toHaveCount(0);
      await expect(headerDownload(page)).not.toHaveAttribute('data-download-source', 'blocked');
      expect(problems.console).toEqual([]);
    });
  }
});

test('a visitor from a WARNING country gets the region warning, in English', async ({page, problems}) => {
  await from(page, 'FR');
  await open(page, '/');
  const dialog = page.getByRole('dialog', {name: regionText('REGION_WARNING_TITLE')});
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', {name: regionText('REGION_WARNING_OK')}).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(problems.console).toEqual([]);
});

test('a visitor from a BLOCKED country cannot download from a content page: the control goes home', async ({page}) => {
  await from(page, 'US');
  await open(page, '/contact/');
  await visitorDecided(page);
  await expect(headerDownload(page)).toHaveAttribute('data-download-source', 'blocked');
  await expect(headerDownload(page)).toHaveAttribute('href', '/');
});

test('the footer shows the iGaming Ontario logo, and the record banner leads to its report', async ({page}) => {
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByTestId('igaming-logo')).toHaveAttribute('alt', regionText('FOOTER_IGAMING_ALT'));
  const banner = footer.locator('a[aria-haspopup], a:has(img[src*="world-record"])').first();
  await expect(banner).toHaveAttribute('href', WORLD_RECORD.reports[0].url);
  await expect(banner).toHaveAttribute('target', '_blank');
});

test('money and counts are written the Canadian way', async ({page}) => {
  await page.goto('/');
  const text = await page.locator('main').innerText();
  expect(text).toContain('$0.25');
  expect(text).toContain('$30,000');
  expect(text).not.toMatch(/\d\u00a0\$/);
});

test('the artwork with words in it speaks English: the region own versions replace the Hungarian ones', async () => {
  const dir = regionBuildDir(region.id);
  const words = (svg: string) => [...svg.matchAll(/<(?:text|tspan)[^>]*>([^<]+)</g)].map((match) => match[1]);
  for (const file of ['img/badge/record-badge.svg', 'img/footer/banners/world-record.svg']) {
    // The region's source says it in English…
    const source = readFileSync(`${REGION_STATIC_DIR}/${file}`, 'utf8');
    expect([file, words(source).filter((text) => /[áéíóöőúüű]/i.test(text))]).toEqual([file, []]);
    expect(words(source)).toContain('WORLD RECORD');
    // …and the build serves exactly that drawing, its words as the site font's outlines.
    const [outlined] = await outlineDrawings([{name: file, svg: source}]);
    expect([file, readFileSync(`${dir}/${file}`, 'utf8') === outlined]).toEqual([file, true]);
  }
});

test.describe('site search in English', () => {
  // Every English pair of the test set runs on this build's index in tests/content/siteSearch.test.ts.
  test('the magnifier „Search” opens it with ⌘K; results are counted in English', async ({page, problems}) => {
    await page.goto('/');
    await page.keyboard.press('Meta+k');
    const dialog = page.getByRole('dialog', {name: 'Search the site'});
    await dialog.getByRole('searchbox', {name: 'What are you looking for?'}).fill('omaha');
    await expect(dialog.getByRole('status')).toHaveText(/^(One result|\d+ results)$/);
    await expect(dialog.getByRole('list').getByRole('link').first()).toHaveAttribute('href', /^\/poker-games\/omaha\//);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeVisible();
    expect(problems.console).toEqual([]);
  });
});
