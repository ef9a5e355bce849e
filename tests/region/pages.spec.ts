import {readFileSync} from 'node:fs';

import {PAGES_PATH, regionBuildDir} from '../../site/paths';
import {pageFiles, routeOfPage} from '../../site/routes';
import {region} from '../../src/data/region';
import {axeViolations} from '../e2e/axe';
import {expect, pathOf, test} from '../e2e/fixtures';
import {sitemapUrls} from '../e2e/sitemap';

/**
 * What every region's site must be, checked on the built region's pages: exactly the pages of its content
 * folder, each in its language with its own title, description and canonical address, accessible, and linking
 * only to pages and files it has.
 */
const buildDir = regionBuildDir(region.id);
const urls = sitemapUrls(buildDir);
const routes = new Set(urls.map(pathOf));

test('the sitemap lists exactly the pages of the region content folder, on the region own origin', () => {
  const fromContent = pageFiles(PAGES_PATH).map((file) => routeOfPage(file));
  expect([...routes].sort()).toEqual(fromContent.sort());
  for (const url of urls) expect(new URL(url).origin).toBe(region.siteUrl);
});

for (const url of urls) {
  const path = pathOf(url);
  test(`${path}: its language, title, description and canonical; accessible; links only to what exists`, async ({
    page,
    problems,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', region.htmlLang);
    await expect(page).toHaveTitle(new RegExp(`\\| ${region.title}$`));
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0).toBeGreaterThanOrEqual(70);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);

    const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const missing = [...new Set(hrefs)]
      .map((href) => (href ?? '').split(/[?#]/)[0])
      .filter((target) => target.endsWith('/') && !routes.has(target));
    expect(missing).toEqual([]);

    expect(await axeViolations(page)).toEqual([]);
    expect(problems.console).toEqual([]);
  });
}

test('a missing page answers 404 with the region error page in its language', async ({page}) => {
  const response = await page.goto('/no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', region.htmlLang);
  const notFound = readFileSync(`${buildDir}/404.html`, 'utf8');
  expect(notFound).toContain(`lang=${region.htmlLang}`);
});
