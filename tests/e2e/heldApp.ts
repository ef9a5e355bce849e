import type {Page} from '@playwright/test';

/** The app's bundles (`src/boot/appBundles.ts` starts them): React and the site's client. */
export const APP_BUNDLE = /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/;

/**
 * Holds the app's bundles in flight until the returned `release` is called (never, for a page that must stay
 * without the app): the page runs only its HTML, its CSS and the boot script meanwhile.
 */
export async function holdAppBundles(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_BUNDLE, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
