import {test, expect, pathOf} from './fixtures';
import {sitemapUrls} from './sitemap';

const urls = sitemapUrls();

test('the sitemap lists every route', () => {
  expect(urls.length).toBeGreaterThanOrEqual(38);
});

for (const url of urls) {
  const path = pathOf(url);
  test(`crawl ${path}`, async ({page, problems}) => {
    const response = await page.goto(path, {waitUntil: 'networkidle'});
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.locator('html').getAttribute('lang')).toBe('hu-HU');
    expect(problems.console).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
}
