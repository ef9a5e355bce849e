import {expect, test, waitForHydration} from './fixtures';

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
