import {defineConfig} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH, chromiumEnv} from '../../scripts/browser/chromium';

/**
 * `npm run docs:screenshots`: the pictures of the writers' editor guide (`docs/writers/editor.md`), taken from the
 * production build in build/ (served as the e2e suite serves it) and the editor's local backend on a copy of the
 * content. Run it after a change to the editor, and look at the pictures before committing them.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.shots.ts',
  globalSetup: '../e2e/global-setup.ts',
  outputDir: '../../test-results/docs-screenshots',
  // One backend on one port: the pictures are taken one after the other.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: {timeout: 15_000},
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    // Small pictures that read well in a Markdown page.
    viewport: {width: 1280, height: 800},
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
      env: chromiumEnv(),
    },
    trace: 'off',
  },
});
