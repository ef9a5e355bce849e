import {execFileSync} from 'node:child_process';
import {writeFileSync} from 'node:fs';

import {type Browser, chromium, type Page} from '@playwright/test';
import pixelmatch from 'pixelmatch';
import {PNG} from 'pngjs';

import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  chromiumEnv,
  machineFontConfig,
  PROJECT_FONTS_DIR,
  projectFontConfig,
} from '../../scripts/browser/chromium';
import {expect, test} from '../e2e/fixtures';
import {imagesSettled, openStill, prepare, type VisitorOptions} from './stablePage';

/**
 * The site looks the same whatever fonts a machine has: the same pages rendered by Chromium with the project's
 * fonts alone (the configuration every browser test uses, scripts/browser/chromium.ts) and with the machine's own
 * fonts as well (DejaVu and Liberation, the metric twins of Arial, Times and Courier: scripts/ci/system-packages.sh
 * installs them) give the same pixels. A word drawn by the system, a generic family, a drawing's `<text>`
 * would each change between the two.
 */

/** Every installed font with the system's rules: a page that named Arial would differ between the two sets. */
const MACHINE_FONT_CONFIG = machineFontConfig();

/** The families fontconfig finds through a configuration file. */
function familiesOf(fontConfig: string): string {
  return execFileSync('fc-list', [':', 'family'], {
    env: {...process.env, FONTCONFIG_FILE: fontConfig},
    encoding: 'utf8',
  });
}

interface Scene {
  name: string;
  width: number;
  visitor?: VisitorOptions;
  open: (page: Page) => Promise<void>;
}

const SCENES: Scene[] = [
  {name: 'home', width: 375, open: (page) => openStill(page, '/')},
  {name: 'team', width: 375, open: (page) => openStill(page, '/ggteam/')},
  {name: 'profile', width: 375, open: (page) => openStill(page, '/ggteam/szabo-reka/')},
  {name: 'not-found', width: 1440, open: (page) => openStill(page, '/nincs-ilyen-oldal/')},
  {
    name: 'ontario',
    width: 1440,
    visitor: {country: 'CA', region: 'ON', rules: {CAON: {ruleType: 'BLOCKED'}}},
    open: async (page) => {
      await openStill(page, '/', {scroll: false});
      await expect(page.getByRole('dialog', {name: 'Úgy tűnik, Ontarióban tartózkodsz'})).toBeVisible();
      await imagesSettled(page);
    },
  },
  {
    name: 'certificate',
    width: 1440,
    open: async (page) => {
      await openStill(page, '/');
      const banner = page.getByRole('banner');
      const name = /^Guinness-világrekord/;
      await banner
        .getByRole('link', {name})
        .or(banner.getByRole('button', {name}))
        .locator('visible=true')
        .first()
        .click();
      await expect(page.getByRole('dialog', {name: 'Guinness-világrekord'})).toBeVisible();
      await imagesSettled(page);
    },
  },
];

async function shoot(browser: Browser, scene: Scene): Promise<PNG> {
  const context = await browser.newContext({
    baseURL: process.env.E2E_ORIGIN,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
  });
  try {
    const page = await context.newPage();
    await prepare(page, scene.width, scene.visitor);
    await scene.open(page);
    return PNG.sync.read(await page.screenshot({fullPage: true, animations: 'disabled', caret: 'hide'}));
  } finally {
    await context.close();
  }
}

test.describe('one look on every font set', () => {
  test('the two font sets differ: the second has Liberation, the first has not', () => {
    expect(familiesOf(projectFontConfig())).not.toContain('Liberation');
    expect(familiesOf(MACHINE_FONT_CONFIG)).toContain('Liberation Sans');
    expect(familiesOf(projectFontConfig())).toContain('DejaVu Sans');
    expect(PROJECT_FONTS_DIR).toContain('dejavu-fonts-ttf');
  });

  for (const scene of SCENES) {
    test(`${scene.name} at ${scene.width} px: the same pixels with the project's fonts and with the machine's`, async () => {
      const launch = (fontConfig: string) =>
        chromium.launch({
          executablePath: CHROMIUM_PATH,
          args: [...CHROMIUM_ARGS, '--font-render-hinting=none'],
          env: chromiumEnv(fontConfig),
        });
      const [projectOnly, machine] = await Promise.all([launch(projectFontConfig()), launch(MACHINE_FONT_CONFIG)]);
      try {
        const a = await shoot(projectOnly, scene);
        const b = await shoot(machine, scene);
        expect({width: b.width, height: b.height}).toEqual({width: a.width, height: a.height});
        const diff = new PNG({width: a.width, height: a.height});
        const differing = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {threshold: 0});
        if (differing > 0) {
          // The two shots and their difference, in the test's results folder for whoever reads the failure.
          const images = {'project-fonts.png': a, 'machine-fonts.png': b, 'difference.png': diff};
          for (const [name, image] of Object.entries(images))
            writeFileSync(test.info().outputPath(name), PNG.sync.write(image));
        }
        expect(differing).toBe(0);
      } finally {
        await Promise.all([projectOnly.close(), machine.close()]);
      }
    });
  }
});
