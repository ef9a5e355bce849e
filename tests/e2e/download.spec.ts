import type {Page, Route} from '@playwright/test';

import {DESKTOP_INSTALLER_FILES, DOWNLOAD_LINK_TABLE} from '../../src/data/downloadLinks';
import {USER_AGENTS} from '../fixtures/userAgents';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The download mechanism in a real browser: each emulated device gets the expected href on the
 * Download controls after hydration, and with `/api/download-url` down every control still leads
 * somewhere useful, without console errors from the site.
 */

/** The installer base the test serves as runtime config, to prove the URL comes from there. */
const INSTALLER_BASE = 'https://installer.example.test/ggphu/';
const HU = DOWNLOAD_LINK_TABLE.GGPoker;
const IOS_PRIMARY = HU.ios.HU![0].url;
const ANDROID_PRIMARY = HU.android.HU![0].url;

interface DeviceCase {
  name: string;
  userAgent: string;
  viewport: {width: number; height: number};
  isMobile: boolean;
  hasTouch: boolean;
  /** href of the Download controls with the API up */
  expected: string;
  /** does this device ask the API? */
  callsApi: boolean;
}

const phone = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
const desktop = {viewport: {width: 1440, height: 900}, isMobile: false, hasTouch: false};

const DEVICES: DeviceCase[] = [
  {name: 'iPhone Safari', userAgent: USER_AGENTS.iphoneSafari, ...phone, expected: IOS_PRIMARY, callsApi: true},
  {name: 'iPhone Chrome', userAgent: USER_AGENTS.iphoneChrome, ...phone, expected: IOS_PRIMARY, callsApi: true},
  {name: 'Android', userAgent: USER_AGENTS.android, ...phone, expected: ANDROID_PRIMARY, callsApi: true},
  {
    name: 'Windows desktop',
    userAgent: USER_AGENTS.windows,
    ...desktop,
    expected: `${INSTALLER_BASE}${DESKTOP_INSTALLER_FILES.windows}`,
    callsApi: false,
  },
  {
    name: 'macOS desktop',
    userAgent: USER_AGENTS.macos,
    ...desktop,
    expected: `${INSTALLER_BASE}${DESKTOP_INSTALLER_FILES.macos}`,
    callsApi: false,
  },
  {name: 'Linux desktop', userAgent: USER_AGENTS.linux, ...desktop, expected: ANDROID_PRIMARY, callsApi: true},
];

const API_DOWN_DEVICES = new Set(
  [true, false].map((isMobile) => DEVICES.find((device) => device.callsApi && device.isMobile === isMobile)),
);

/** Serve the built runtime config with our installer base (everything else as built). */
async function withInstallerBase(page: Page): Promise<void> {
  await page.route('**/runtime-config.json', async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({response, json: {...config, desktopInstallerBaseUrl: INSTALLER_BASE}});
  });
}

/** Console messages the browser itself writes for a request the test broke on purpose. */
function siteProblems(messages: string[]): string[] {
  return messages.filter((text) => !text.includes('Failed to load resource'));
}

/** Every Download control on the page: header button, Sign Up, quick DOWNLOAD, page CTA. */
const controls = (page: Page) => page.locator('[data-download-button]');

for (const device of DEVICES) {
  test.describe(device.name, () => {
    test.use({
      userAgent: device.userAgent,
      viewport: device.viewport,
      isMobile: device.isMobile,
      hasTouch: device.hasTouch,
      extraHTTPHeaders: {'X-Country-Code': 'HU'},
    });

    test('the Download controls carry the expected link', async ({page, problems}) => {
      await withInstallerBase(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/download-url')) apiCalls.push(request.url());
      });

      await page.goto('/');
      // The links are the app's: it starts on the visitor's first interaction.
      await waitForHydration(page);
      const buttons = controls(page);
      await expect(buttons.first()).toBeAttached();
      const count = await buttons.count();
      expect(count).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < count; i += 1) {
        await expect(buttons.nth(i)).toHaveAttribute('href', device.expected);
      }

      if (device.isMobile) {
        // The mobile menu's Sign Up and Download buttons too.
        await page.getByRole('button', {name: 'Menü megnyitása'}).click();
        const menuButtons = page.getByRole('dialog').locator('[data-download-button]');
        await expect(menuButtons).toHaveCount(2);
        for (const button of await menuButtons.all()) await expect(button).toHaveAttribute('href', device.expected);
        await page.keyboard.press('Escape');
      }

      // The download page's own CTA uses the same mechanism.
      await page.goto('/download/');
      await waitForHydration(page);
      await expect(page.locator('main [data-download-button]').first()).toHaveAttribute('href', device.expected);

      if (device.callsApi) {
        // Cached by brand + platform + country: one request per page session.
        expect(apiCalls).toHaveLength(1);
        const query = new URL(apiCalls[0]).searchParams;
        expect(query.get('brandAlias')).toBe('GGPoker');
        expect(query.get('platform')).toBe(device.expected === IOS_PRIMARY ? 'ios' : 'android');
        expect(query.get('country')).toBe('HU');
      } else {
        expect(apiCalls).toEqual([]);
      }
      expect(problems.console).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });

    test('a Download tap before the app has run leads to the same link', async ({page}) => {
      await withInstallerBase(page);
      // The store or the installer answers with a page of its own, so the navigation can be seen.
      await page.route(device.expected, (route) =>
        route.fulfill({contentType: 'text/html', body: '<!doctype html><title>store</title>'}),
      );
      await page.clock.install();
      await page.goto('/', {waitUntil: 'networkidle'});
      expect(await page.locator('html').getAttribute('data-app-start')).toBeNull();
      // The static link is the download page; the boot script holds the tap until the app has the device's link.
      const control = controls(page).filter({visible: true}).first();
      await expect(control).toHaveAttribute('href', '/download/');
      // While the tap is held the page's clock moves one frame (16 ms) per look: enough for the app's start to run
      // its due timers and animation frames (Docusaurus's head manager sets `data-has-hydrated` in a frame), and
      // the boot script's bounded wait for the app (REPLAY_TIMEOUT_MS, after which it follows the static link)
      // cannot run out however slow the machine is: that would take 500 looks.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await control.click();
      await expect
        .poll(async () => {
          // The page may be leaving for the store by now: a step of its clock then has no page to run in.
          await page.clock.runFor(16).catch(() => undefined);
          return page.url();
        })
        .toBe(device.expected);
    });

    // A device that never asks the API has nothing to lose when it is down: its controls are the test above's. What a
    // failed answer leaves does not depend on the platform asked for, only on the page's layout: the first phone
    // and the first desktop that ask the API meet both failures.
    for (const failure of API_DOWN_DEVICES.has(device) ? (['abort', '500'] as const) : []) {
      test(`with the API down (${failure}) every control still leads somewhere useful`, async ({page, problems}) => {
        await withInstallerBase(page);
        await page.route('**/api/download-url**', (route) =>
          failure === 'abort' ? route.abort() : route.fulfill({status: 500, json: {error: 'down'}}),
        );
        const isApiCall = (url: string): boolean => url.includes('/api/download-url');
        const apiDone =
          failure === 'abort'
            ? page.waitForEvent('requestfailed', (request) => isApiCall(request.url()))
            : page.waitForResponse((response) => isApiCall(response.url()));
        await page.goto('/');
        await waitForHydration(page);
        const buttons = controls(page);
        await expect(buttons.first()).toBeAttached();
        // The failed answer has come back. A failed upgrade keeps the server-rendered href (the download page),
        // so the controls show the same before and after the components have taken the answer in: there is no
        // later state to wait for (the page marks none), and the hrefs below hold in both.
        await apiDone;
        const count = await buttons.count();
        for (let i = 0; i < count; i += 1) {
          await expect(buttons.nth(i)).toHaveAttribute('href', '/download/');
        }
        // The fallback really leads somewhere: the download page, with its own working CTA.
        await buttons.filter({visible: true}).first().click();
        await expect(page).toHaveURL(/\/download\/$/);
        await expect(page.locator('h1')).toHaveText('GGPoker letöltése');
        await expect(page.locator('main [data-download-button]').first()).toHaveAttribute('href', '/download/');
        expect(siteProblems(problems.console)).toEqual([]);
        expect(problems.failedRequests.filter((url) => !url.includes('/api/download-url'))).toEqual([]);
      });
    }
  });
}

test.describe('download page', () => {
  test.use({userAgent: USER_AGENTS.android, viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  test('lists every platform in the HTML and highlights the visitor’s after hydration', async ({page, request}) => {
    const html = await (await request.get('/download/')).text();
    // The built HTML is minified: attribute quotes are optional.
    for (const platform of ['windows', 'macos', 'android', 'ios']) {
      expect(html).toMatch(new RegExp(`data-platform="?${platform}[" >]`));
    }
    expect(html).not.toContain('data-current');
    expect(html).toContain('E-mail-cím');
    // A Download control linking to the download page (attributes in any order).
    expect(html).toMatch(/<a (?=[^>]*\bhref="?\/download\/[" >])(?=[^>]*\bdata-download-source="?page[" >])[^>]*>/);
    expect(html).not.toMatch(/data-download-source="?(?:api|installer)/);

    await page.goto('/download/', {waitUntil: 'networkidle'});
    // Nothing is highlighted until the app runs: it starts on the first interaction, not on load.
    await expect(page.locator('html')).not.toHaveAttribute('data-app-start');
    await expect(page.locator('[data-current]')).toHaveCount(0);
    await waitForHydration(page);
    await expect(page.locator('[data-platform="android"]')).toHaveAttribute('data-current', 'true');
    await expect(page.locator('[data-current]')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveCount(1);
  });
});
