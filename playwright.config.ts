import {defineConfig} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from './tests/e2e/chromium';

/** Playwright against the production build served by the edge app (see tests/e2e/global-setup.ts). */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // No retries anywhere: a test that fails once is a failure to fix, not to hide.
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  // States the site reaches after hydration (an embed class, a dialog) come later on a slow or busy machine:
  // an expectation waits as long as waitForHydration does, never a fixed sleep.
  expect: {timeout: 15_000},
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: {width: 1440, height: 900},
    launchOptions: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
    trace: 'off',
  },
});
