import {existsSync, readFileSync} from 'node:fs';

import {SITEMAP_FILE} from '../../site/buildFiles';
import {findMdxFolders} from '../../site/mdxComponentFolders';
import {PAGES_DIR, PREVIEW_BUILD, SITE_ROOT} from '../../site/paths';
import {readSitemapUrls} from '../../site/sitemap';
import {expect, test} from './fixtures';
import {PREVIEW_BASE} from './global-setup';

// scripts/test.mjs builds build-preview/ as a branch preview of https://preview.example.com, branch
// writers/e2e-preview, commit abcdef0…, repository https://github.com/example/ggphu.
const PREVIEW_ORIGIN = 'https://preview.example.com';
const EDIT_BASE = 'https://github.com/example/ggphu/edit/writers/e2e-preview/';

test.describe('preview build', () => {
  test('is served under its base path with noindex, the ribbon with branch and commit, and its own URLs', async ({
    page,
  }) => {
    const origin = process.env.E2E_PREVIEW_ORIGIN;
    expect(origin, 'npm test builds build-preview/ before Playwright').toBeTruthy();
    const response = await page.goto(`${origin}${PREVIEW_BASE}poker-school/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByTestId('preview-ribbon')).toBeVisible();
    await expect(page.getByTestId('preview-branch')).toHaveText('writers/e2e-preview');
    await expect(page.getByTestId('preview-commit')).toHaveText('abcdef0');
    // Canonical and og:url point at the preview itself, not at production URLs that do not exist.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${PREVIEW_ORIGIN}${PREVIEW_BASE}poker-school/`,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${PREVIEW_ORIGIN}${PREVIEW_BASE}poker-school/`,
    );
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    expect(stylesheet?.startsWith(PREVIEW_BASE)).toBe(true);
  });

  test('every page links to its own MDX source with "Szerkesztés"', async ({page}) => {
    const origin = process.env.E2E_PREVIEW_ORIGIN;
    for (const [route, source] of [
      ['', 'index.mdx'],
      ['poker-school/', 'poker-school/index.mdx'],
      ['funds/deposit-withdrawal/', 'funds/deposit-withdrawal.mdx'],
    ]) {
      await page.goto(`${origin}${PREVIEW_BASE}${route}`);
      const link = page.getByTestId('preview-edit-link');
      await expect(link).toHaveText('Szerkesztés');
      await expect(link).toHaveAttribute('href', `${EDIT_BASE}${PAGES_DIR}/${source}`);
    }
  });

  test('the preview sitemap lists preview URLs only', () => {
    const locations = readSitemapUrls(`${PREVIEW_BUILD}/${SITEMAP_FILE}`);
    expect(locations.length).toBeGreaterThan(10);
    expect(locations.filter((location) => !location.startsWith(`${PREVIEW_ORIGIN}${PREVIEW_BASE}`))).toEqual([]);
  });

  test('the component catalogue renders every MDX component on the preview', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${process.env.E2E_PREVIEW_ORIGIN}${PREVIEW_BASE}_catalogue/`);
    await expect(page.getByRole('heading', {level: 1, name: 'Komponenskatalógus'})).toBeVisible();
    await expect(page.locator('section[id]')).toHaveCount(findMdxFolders(SITE_ROOT).length);
    await expect(page.locator('#FaqList').getByRole('heading', {name: 'Ki jelentkezhet?'})).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the production build has neither noindex, the ribbon, the edit link nor the catalogue', () => {
    expect(existsSync('build/_catalogue/index.html')).toBe(false);
    const html = readFileSync('build/index.html', 'utf8');
    expect(html).not.toMatch(/name="robots"/);
    expect(html).not.toContain('preview-ribbon');
    expect(html).not.toContain('preview-edit-link');
  });
});
