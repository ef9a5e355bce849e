import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Page} from '@playwright/test';

import {slowed} from '../../scripts/browser/slowCpu';
import {PRODUCTION_BUILD} from '../../site/paths';
import {builtHtmlOfRoute} from '../../site/routes';
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

/**
 * What a page gives axe to find that another page may not: each element's tag, each class it wears (the styles
 * of the shell, the theme and the components) and the names of its role and ARIA attributes, read from the
 * built page.
 */
function markupKinds(pagePath: string): Set<string> {
  const html = readFileSync(join(PRODUCTION_BUILD, builtHtmlOfRoute(pagePath)), 'utf8');
  const kinds = new Set<string>();
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-z][\w-]*)([^>]*)>/g)) {
    kinds.add(tag);
    for (const [, name] of attributes.matchAll(/\s(role|aria-[\w-]+)=/g)) kinds.add(`${tag}[${name}]`);
    const classes = /\sclass="([^"]*)"/.exec(attributes)?.[1] ?? '';
    for (const name of classes.split(/\s+/).filter(Boolean)) kinds.add(`${tag}.${name}`);
  }
  return kinds;
}

/**
 * The pages axe reads at the desktop width: few pages that together show every kind of markup any page shows,
 * each taken for the most kinds the pages before it left (ties in the sitemap's order). A page's own words and
 * images are the same at every width, and axe reads them on every page at a phone's width; what the width
 * changes is the layout and the look of each kind of markup, which these pages show whole.
 */
function pagesShowingEveryKind(pages: readonly string[]): Set<string> {
  const kindsOf = new Map(pages.map((page) => [page, markupKinds(page)]));
  const left = new Set([...kindsOf.values()].flatMap((kinds) => [...kinds]));
  const chosen = new Set<string>();
  while (left.size > 0) {
    const newKinds = pages.map((page) => [...kindsOf.get(page)!].filter((kind) => left.has(kind)).length);
    const best = pages[newKinds.indexOf(Math.max(...newKinds))];
    chosen.add(best);
    for (const kind of kindsOf.get(best)!) left.delete(kind);
  }
  return chosen;
}

const DESKTOP = 1440;
const axeAt = {375: new Set(paths), [DESKTOP]: pagesShowingEveryKind(paths)};

test('the sitemap lists every route', () => {
  expect(paths.length).toBeGreaterThanOrEqual(38);
});

/** What one page shows a visitor, from its arrival to having been scrolled through. */
async function visit(
  page: Page,
  path: string,
  problems: PageProblems,
  origin: string,
  {axe, withFooter}: {axe: boolean; withFooter: boolean},
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
  if (axe) expect.soft(await axeViolations(page, [], withFooter ? [] : [SITE_FOOTER]), on('axe')).toEqual([]);

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

for (const width of [375, DESKTOP] as const) {
  const axed = axeAt[width];
  const footerPage = paths.find((pagePath) => axed.has(pagePath));
  test.describe(`at ${width} px`, () => {
    test.use({viewport: {width, height: width < 768 ? 812 : 900}});

    for (let walk = 0; walk < WALKS; walk += 1) {
      // The pages axe reads are dealt first, so that each walk gets its share of them.
      const walked = [...axed, ...paths.filter((pagePath) => !axed.has(pagePath))].filter(
        (_, index) => index % WALKS === walk,
      );
      test(`pages ${walk + 1} of every ${WALKS}: ${walked.join(' ')}`, async ({page, problems, baseURL}) => {
        test.setTimeout(slowed(walked.length * 15_000));
        for (const path of walked) {
          await visit(page, path, problems, new URL(baseURL!).origin, {
            axe: axed.has(path),
            withFooter: path === footerPage,
          });
        }
      });
    }
  });
}
