import type {Page} from '@playwright/test';

import {slowed} from '../../scripts/browser/slowCpu';
import {SITE_FOOTER} from '../helpers/siteFooter';
import {loadAllImages, renderEveryBlock} from '../visual/stablePage';
import {runtimeConfigHosts} from './allowedHosts';
import {axeViolations} from './axe';
import {expect, type PageProblems, pathOf, test} from './fixtures';
import {imageProblems} from './pageImages';
import {sitemapUrls} from './sitemap';

const paths = sitemapUrls().map(pathOf);
const allowedHosts = runtimeConfigHosts();

/**
 * Every page of the sitemap at a phone's and a desktop's width, as a visitor browsing the site meets them: one
 * tab goes from page to page, so the site's shared files come from the browser's cache as they do for a visitor
 * (and the crawl costs about half of a fresh browser per page). The pages are dealt into a few walks per width,
 * so both workers share them; each page's findings are soft failures named by its path, so one broken page does
 * not hide the next.
 */
const WALKS = 4;

test('the sitemap lists every route', () => {
  expect(paths.length).toBeGreaterThanOrEqual(38);
});

/** What one page shows a visitor, from its arrival to having been scrolled through. */
async function visit(
  page: Page,
  path: string,
  problems: PageProblems,
  origin: string,
  {withFooter}: {withFooter: boolean},
): Promise<void> {
  const consoleBefore = problems.console.length;
  const failedBefore = problems.failedRequests.length;
  const foreignRequests: string[] = [];
  const watch = (request: {url: () => string}): void => {
    const requested = new URL(request.url());
    if (requested.protocol === 'data:' || requested.protocol === 'blob:') return;
    if (requested.origin !== origin && !allowedHosts.has(requested.host)) foreignRequests.push(request.url());
  };
  page.on('request', watch);
  const on = (what: string): string => `${path}: ${what}`;

  const response = await page.goto(path);
  expect.soft(response?.status(), on('status')).toBe(200);
  // One h1 whose box shows: the count, the language, the skip link and every image's width, height and alt are
  // facts of the built HTML (tests/content/built/), checked there once per page.
  await expect.soft(page.locator('h1'), on('a visible h1')).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) < 768) {
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect.soft(overflow, on('horizontal overflow (px)')).toBeLessThanOrEqual(0);
  }
  // The footer is the same on every page (tests/content/built/builtPages.ts): axe reads it on one page per width.
  expect.soft(await axeViolations(page, [], withFooter ? [] : [SITE_FOOTER]), on('axe')).toEqual([]);

  // Scrolled through as a visitor would, with every block rendered: every visible image has loaded and no large
  // box is empty (./pageImages.ts). The last scroll waits for the images it brought, so the page's own requests
  // have been made by then.
  await renderEveryBlock(page);
  await loadAllImages(page);
  expect.soft(await imageProblems(page), on('images')).toEqual({brokenImages: [], emptyBoxes: []});

  page.off('request', watch);
  expect.soft(foreignRequests, on('requests to other hosts')).toEqual([]);
  expect.soft(problems.console.slice(consoleBefore), on('console')).toEqual([]);
  expect.soft(problems.failedRequests.slice(failedBefore), on('failed requests')).toEqual([]);
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: width < 768 ? 812 : 900}});

    for (let walk = 0; walk < WALKS; walk += 1) {
      const walked = paths.filter((_, index) => index % WALKS === walk);
      test(`pages ${walk + 1} of every ${WALKS}: ${walked.join(' ')}`, async ({page, problems, baseURL}) => {
        test.setTimeout(slowed(walked.length * 15_000));
        for (const [index, path] of walked.entries()) {
          await visit(page, path, problems, new URL(baseURL!).origin, {withFooter: walk === 0 && index === 0});
        }
      });
    }
  });
}
