import {writeFileSync} from 'node:fs';

import {type Browser, chromium, type Page} from '@playwright/test';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';

import {CHROMIUM_ARGS, CHROMIUM_PATH, chromiumEnv, machineFontConfig} from '../../scripts/browser/chromium';
import {newContext, newPage} from '../../scripts/browser/slowCpu';
import {expect, test as base} from '../e2e/fixtures';

export {expect};

/**
 * The site looks the same whatever fonts a machine has: a scene the suite shoots with the project's fonts alone (the
 * configuration every browser test uses, scripts/browser/chromium.ts) gives the same pixels, to the last one, in a
 * Chromium that has the machine's own fonts as well (DejaVu and Liberation, the metric twins of Arial, Times and
 * Courier: scripts/ci/system-packages.sh installs them). A word drawn by the system, a generic family, a drawing's
 * `<text>` would each change between the two. The scene is shot once with each set: the test's own page is the
 * first.
 */

/** The suite's `test`, with one Chromium per worker that has the machine's fonts, started when a test first asks. */
export const test = base.extend<object, {machineFonts: Browser}>({
  machineFonts: [
    async ({}, use) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
        env: chromiumEnv(machineFontConfig()),
      });
      await use(browser);
      await browser.close();
    },
    {scope: 'worker'},
  ],
});

export async function expectSameWithMachineFonts(
  page: Page,
  machineFonts: Browser,
  scene: (page: Page) => Promise<void>,
  {fullPage = false}: {fullPage?: boolean} = {},
): Promise<void> {
  const shot = async (shown: Page) =>
    PNG.sync.read(await shown.screenshot({fullPage, animations: 'disabled', caret: 'hide'}));
  const projectFonts = await shot(page);
  const context = await newContext(machineFonts, {
    baseURL: process.env.E2E_ORIGIN,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
  });
  try {
    const other = await newPage(context);
    await scene(other);
    const bothFontSets = await shot(other);
    const {width, height} = projectFonts;
    expect({width: bothFontSets.width, height: bothFontSets.height}).toEqual({width, height});
    const diff = new PNG({width, height});
    const differing = pixelmatch(projectFonts.data, bothFontSets.data, diff.data, width, height, {threshold: 0});
    if (differing > 0) {
      // The two shots and their difference, in the test's results folder for whoever reads the failure.
      const images = {'project-fonts.png': projectFonts, 'machine-fonts.png': bothFontSets, 'difference.png': diff};
      for (const [name, image] of Object.entries(images))
        writeFileSync(test.info().outputPath(name), PNG.sync.write(image));
    }
    expect(differing, 'pixels that differ with the machine’s fonts').toBe(0);
  } finally {
    await context.close();
  }
}
