import type {Page} from '@playwright/test';

import {expect, expectSameWithMachineFonts, test} from './machineFonts';
import {openStill, prepare, WIDTHS} from './stablePage';

/**
 * One page of every kind the site has, each compared whole at both widths; at the width named, also shot with the
 * machine's fonts (./machineFonts.ts).
 */
const PAGES: {name: string; path: string; machineFontsAt?: (typeof WIDTHS)[number]}[] = [
  {name: 'home', path: '/', machineFontsAt: 375},
  {name: 'download', path: '/download/'},
  {name: 'team', path: '/ggteam/', machineFontsAt: 375},
  {name: 'profile', path: '/ggteam/szabo-reka/', machineFontsAt: 375},
  {name: 'guide', path: '/poker-school/poker-hand-rankings/'},
  {name: 'game', path: '/poker-games/omaha/'},
  {name: 'policy', path: '/privacy-policy/'},
  {name: 'not-found', path: '/nincs-ilyen-oldal/', machineFontsAt: 1440},
];

for (const width of WIDTHS) {
  for (const {name, path, machineFontsAt} of PAGES) {
    test(`${name} at ${width} px`, async ({page, machineFonts}) => {
      const scene = async (shown: Page) => {
        await prepare(shown, width);
        await openStill(shown, path);
      };
      await scene(page);
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {fullPage: true});
      if (machineFontsAt === width) await expectSameWithMachineFonts(page, machineFonts, scene, {fullPage: true});
    });
  }
}
