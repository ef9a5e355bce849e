import {slowed} from '../../scripts/browser/slowCpu';
import {CHAT_BUTTON_ATTRIBUTE} from '../../src/lib/chat/buttonAttributes';
import {isChatPage} from '../../src/lib/chat/route';
import {expect, pathOf, test, waitForHydration} from './fixtures';
import {sitemapUrls} from './sitemap';

/** Every top-level section of the site: the first segment of the paths in the built sitemap. */
const SECTIONS = [...new Set(sitemapUrls().map((url) => pathOf(url).split('/')[1] ?? ''))]
  .filter((segment) => segment !== '')
  .sort();

/** What React and Docusaurus log when the first client render differs from the page's HTML. */
const HYDRATION_PROBLEM = /hydrat|onRecoverableError|React error #(?:418|423|425)\b/i;

test('an unknown path answers 404 with the Hungarian error page showing the path', async ({page, problems}) => {
  const response = await page.goto('/nincs-ilyen/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Az oldal nem található');
  await expect(page.getByTestId('error-path')).toHaveText('/nincs-ilyen/');
  await expect(page.getByRole('button', {name: 'Vissza az asztalokhoz'})).toBeVisible();
  // Its own head, also once the page is running: noindex, its own title, no canonical, og:url or hreflang.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle('Az oldal nem található | GGPoker Magyarország');
  await expect(page.locator('link[rel="canonical"], meta[property="og:url"], link[rel="alternate"]')).toHaveCount(0);
  // Chromium reports the document's own 404 status as a console error; anything else is a real problem.
  const own404 = `error: Failed to load resource: the server responded with a status of 404 (Not Found) @ ${page.url()}`;
  expect(problems.console.filter((entry) => entry !== own404)).toEqual([]);
});

test('the back button goes back in history', async ({page}) => {
  await page.goto('/about-us/');
  await page.goto('/nincs-ilyen/oldal/');
  await waitForHydration(page); // the button is JavaScript's
  await page.getByRole('button', {name: 'Vissza az asztalokhoz'}).click();
  await expect(page).toHaveURL(/\/about-us\/$/);
});

test('a path without trailing slash is redirected to the route', async ({request}) => {
  const response = await request.get('/about-us', {maxRedirects: 0});
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/about-us/');
});

test('after moving on from the error page to a page, the page has its canonical link and no noindex', async ({
  page,
}) => {
  await page.goto('/nincs-ilyen/');
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Az oldal nem található');
  // Client-side navigation through an in-site link (the footer's contact link); before hydration the same
  // click would be a full page load, which is not what this checks.
  await waitForHydration(page);
  await page.locator('footer a[href="/contact/"]').first().click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contact\/$/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the sitemap names the sections the next tests open a missing page under', () => {
  expect(SECTIONS).toContain('responsible-gaming');
});

// One tab walks them, as a visitor would, so the app's files come from the cache after the first page; each
// section's findings are soft failures named by its path.
test('a missing page under every section hydrates as its HTML was rendered', async ({page, problems}) => {
  test.setTimeout(slowed(SECTIONS.length * 10_000));
  for (const section of SECTIONS) {
    const missing = `/${section}/nincs-ilyen-oldal/`;
    const consoleBefore = problems.console.length;
    const response = await page.goto(missing);
    expect.soft(response?.status(), missing).toBe(404);
    await waitForHydration(page);
    // Then the page follows the visitor's path: the path shown, the help chat button of the chat pages.
    await expect.soft(page.getByTestId('error-path'), missing).toHaveText(missing);
    await expect
      .soft(page.locator(`button[${CHAT_BUTTON_ATTRIBUTE}]`), `${missing}: the chat button`)
      .toHaveCount(isChatPage(missing) ? 1 : 0);
    const logged = problems.console.slice(consoleBefore);
    expect
      .soft(
        logged.filter((entry) => HYDRATION_PROBLEM.test(entry)),
        `${missing}: console`,
      )
      .toEqual([]);
  }
});
