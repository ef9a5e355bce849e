import {expect, test, waitForHydration} from './fixtures';
import {as, ontarioDialog} from './visitorHarness';

/**
 * The app (React and the site's client) loads when the page needs it (src/boot/,
 * plugins/post-build/appOnDemand.ts), in a real browser: a Hungarian visitor who only reads fetches
 * none of its bundles; the first interaction fetches each once, in order, and the page hydrates without a
 * warning. A visitor rule that acts on its own (here the Ontario dialog) starts it without one. The support
 * chat's page is one that waits: the boot script checks capacity and shows the help button itself
 * (tests/e2e/chat.spec.ts), and the page hydrates over the button it drew.
 */

const ROUTES = ['/', '/affiliate-program/', '/poker-school/poker-hand-rankings/', '/responsible-gaming/'];
const APP_BUNDLE = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;

const appBundlesOf = (urls: string[]): (string | undefined)[] =>
  urls.filter((url) => APP_BUNDLE.test(url)).map((url) => APP_BUNDLE.exec(url)?.[1]);

for (const route of ROUTES) {
  test(`${route}: no app bundle until the first interaction, then each once`, async ({page, problems}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(route);
    // The boot script has asked the visitor rules (config and geo) and decided that nothing needs the app.
    await expect
      .poll(() => requested.filter((url) => url.endsWith('/api/geo') || url.endsWith('/runtime-config.json')))
      .toHaveLength(2);
    await page.waitForLoadState('networkidle');
    expect(appBundlesOf(requested)).toEqual([]);
    expect(await page.locator('html').getAttribute('data-app-start')).toBeNull();

    // A key press that does nothing on the page: the app loads.
    await page.keyboard.press('Shift');
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'interaction');
    await waitForHydration(page);
    expect(appBundlesOf(requested)).toEqual(['runtime~main', 'main']);
    expect(problems.console).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
}

test('an Ontario visitor gets the app at once, for the dialog, without touching anything', async ({page}) => {
  await as(page, 'CA', 'ON');
  await page.goto('/funds/');
  await expect(page.locator('html')).toHaveAttribute('data-app-start', 'visitor-dialog');
  await expect(ontarioDialog(page)).toBeVisible();
});
