import {expect, test} from '../e2e/fixtures';
import {expectOnlyShippedFonts} from './shippedFonts';
import {openStill, prepare, WIDTHS} from './stablePage';

/** One page of every kind the site has, each compared whole at both widths, every glyph from the site's fonts. */
const PAGES: {name: string; path: string}[] = [
  {name: 'home', path: '/'},
  {name: 'download', path: '/download/'},
  {name: 'team', path: '/ggteam/'},
  {name: 'profile', path: '/ggteam/szabo-reka/'},
  {name: 'guide', path: '/poker-school/poker-hand-rankings/'},
  {name: 'game', path: '/poker-games/omaha/'},
  {name: 'policy', path: '/privacy-policy/'},
  {name: 'not-found', path: '/nincs-ilyen-oldal/'},
];

for (const width of WIDTHS) {
  for (const {name, path} of PAGES) {
    test(`${name} at ${width} px`, async ({page}) => {
      await prepare(page, width);
      await openStill(page, path);
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {fullPage: true});
      await expectOnlyShippedFonts(page);
    });
  }
}
