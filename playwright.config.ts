import {defineConfig} from '@playwright/test';

import {CHROMIUM_ARGS, chromiumEnv, HEADLESS_SHELL_PATH} from './scripts/browser/chromium';
import {slowed} from './scripts/browser/slowCpu';

/**
 * Playwright against the production build served by the edge app (see tests/e2e/global-setup.ts).
 * `SLOW_CPU=4 npx playwright test` runs the suite slow: every page with Chromium's CPU throttled 4×
 * (scripts/browser/slowCpu.ts, applied by the fixtures), and the timeouts below 4× as long.
 */
/**
 * The writers' editor specs start the editor's local backend, which listens on one fixed port (the built editor's
 * LOCAL_BACKEND_URL): their own project runs them one file at a time, beside the rest of the suite.
 */
const EDITOR_SPECS = /\/writers-editor[\w-]*\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  // Each Playwright suite has its own results folder: Playwright empties it when a run starts, and npm test runs
  // the suites one after another, so a shared folder would lose an earlier suite's failure images.
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // Three on two cores: a test often waits (a tap's hold, the 1.5 s after hydration, a request held on purpose),
  // and a third worker fills that time; the suite took 229 s instead of 269 s with two on the same machine.
  workers: 3,
  // No retries anywhere: a test that fails once is a failure to fix, not to hide.
  retries: 0,
  forbidOnly: true,
  // Timeouts only bound how long a wait for a state may take (never a fixed sleep); in slow mode they grow
  // with the slowdown, as the work of the page does.
  timeout: slowed(60_000),
  // States the site reaches after hydration (an embed class, a dialog) come later on a slow or busy machine:
  // an expectation, waitForHydration included, waits up to 15 s.
  expect: {timeout: slowed(15_000)},
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: {width: 1440, height: 900},
    launchOptions: {executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS, env: chromiumEnv()},
    trace: 'off',
  },
  // The editor's files run one after another on one worker: listed first, they start at once beside the site's
  // tests instead of leaving one core idle at the end.
  projects: [
    {name: 'editor', testMatch: EDITOR_SPECS, workers: 1},
    {name: 'site', testIgnore: EDITOR_SPECS},
  ],
});
