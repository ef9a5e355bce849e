import {defineConfig} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH, chromiumEnv} from '../../scripts/browser/chromium';
import {slowed} from '../../scripts/browser/slowCpu';

/**
 * Visual regression: screenshots of the production build compared with the baselines committed in
 * `__screenshots__/`. `npm run test:visual -- --update` rewrites them. A failed comparison leaves the
 * expected, actual and diff images under `test-results/visual/` for a reviewer to open.
 * `SLOW_CPU=4 npm run test:visual` runs it slow: every page with Chromium's CPU throttled 4× (scripts/browser/slowCpu.ts,
 * through the shared fixtures of tests/e2e/fixtures.ts), and the timeouts below 4× as long.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../../test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // A screenshot either matches or it does not: a retry would only hide a flaky page.
  retries: 0,
  // Baselines change only on purpose (`-- --update`); a missing one is a failure, never silently written.
  updateSnapshots: 'none',
  forbidOnly: true,
  timeout: slowed(90_000),
  reporter: [['list']],
  expect: {
    // A full-page shot of a tall page waits until two captures agree; on a slow or busy machine that takes
    // longer than the 5 s default, so an expectation may wait up to 60 s (the test's own limit is 90 s).
    timeout: slowed(60_000),
    // Anti-aliasing differs by a few pixels between GPUs and font rasterisers; a layout change moves far more.
    toHaveScreenshot: {threshold: 0.2, maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css'},
  },
  use: {
    browserName: 'chromium',
    viewport: {width: 1440, height: 900},
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
      // Only the project's fonts: the screenshots do not depend on what a machine has installed.
      env: chromiumEnv(),
    },
    trace: 'off',
  },
});
