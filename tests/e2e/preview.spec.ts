import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {PREVIEW_BASE} from './global-setup';

test.describe('preview build', () => {
  test('is served under its base path with noindex and the ribbon', async ({page}) => {
    const origin = process.env.E2E_PREVIEW_ORIGIN;
    expect(origin, 'npm test builds build-preview/ before Playwright').toBeTruthy();
    const response = await page.goto(`${origin}${PREVIEW_BASE}poker-school/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByTestId('preview-ribbon')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${PREVIEW_BASE}poker-school/$`));
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
    expect(stylesheet?.startsWith(PREVIEW_BASE)).toBe(true);
  });

  test('the production build has neither noindex nor the ribbon', () => {
    const html = readFileSync('build/index.html', 'utf8');
    expect(html).not.toMatch(/name="robots"/);
    expect(html).not.toContain('preview-ribbon');
  });
});
