import {loadAllImages, renderEveryBlock} from '../visual/stablePage';
import {runtimeConfigHosts} from './allowedHosts';
import {axeViolations} from './axe';
import {expect, pathOf, test} from './fixtures';
import {imageProblems} from './pageImages';
import {sitemapUrls} from './sitemap';

const urls = sitemapUrls();
const allowedHosts = runtimeConfigHosts();

test('the sitemap lists every route', () => {
  expect(urls.length).toBeGreaterThanOrEqual(38);
});

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: width < 768 ? 812 : 900}});

    for (const url of urls) {
      const path = pathOf(url);
      test(`crawl ${path}`, async ({page, problems, baseURL}) => {
        const foreignRequests: string[] = [];
        page.on('request', (request) => {
          const requested = new URL(request.url());
          if (requested.protocol === 'data:' || requested.protocol === 'blob:') return;
          if (requested.origin !== new URL(baseURL!).origin && !allowedHosts.has(requested.host)) {
            foreignRequests.push(request.url());
          }
        });

        const response = await page.goto(path, {waitUntil: 'networkidle'});
        expect(response?.status()).toBe(200);
        // One h1 whose box shows: the count, the language, the skip link and every image's width, height and alt
        // are facts of the built HTML (tests/content/built/), checked there once per page.
        await expect(page.locator('h1')).toBeVisible();

        if (width === 375) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        }

        expect(await axeViolations(page)).toEqual([]);

        // Scrolled through as a visitor would, with every block rendered: every visible image has loaded and no
        // large box is empty (./pageImages.ts).
        await renderEveryBlock(page);
        await loadAllImages(page);
        expect(await imageProblems(page)).toEqual({brokenImages: [], emptyBoxes: []});

        expect(foreignRequests).toEqual([]);
        expect(problems.console).toEqual([]);
        expect(problems.failedRequests).toEqual([]);
      });
    }
  });
}
