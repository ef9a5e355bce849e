import type {Page} from '@playwright/test';

import {expect, test} from '../e2e/fixtures';
import {sitemapUrls} from '../e2e/sitemap';
import {loadAllImages, prepare, renderEveryBlock, WIDTHS} from './stablePage';

/**
 * Every sitemap page at both widths, scrolled through as a visitor would: every visible image has loaded, and no
 * visible box of 120×120 px or more is empty (no text, no image, no drawing, no background image) — the mark of
 * artwork that failed to load or a placeholder nobody filled.
 */

const MIN_BOX = 120;

interface PageFindings {
  brokenImages: string[];
  emptyBoxes: string[];
}

async function findProblems(page: Page, minBox: number): Promise<PageFindings> {
  return page.evaluate((min) => {
    const visible = (element: Element): boolean =>
      element.checkVisibility({opacityProperty: true, visibilityProperty: true}) &&
      element.getBoundingClientRect().width > 0;
    const describe = (element: Element): string => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 2)
        .map((c) => `.${c}`)
        .join('');
      const {width, height} = element.getBoundingClientRect();
      return `<${element.tagName.toLowerCase()}${id}${classes}> ${Math.round(width)}×${Math.round(height)}`;
    };
    const brokenImages = [...document.images]
      .filter((image) => visible(image) && !(image.complete && image.naturalWidth > 0))
      .map((image) => image.currentSrc || image.src);
    const MEDIA = 'img, svg, video, canvas, iframe, picture, input, textarea, select';
    const emptyBoxes = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const {width, height} = element.getBoundingClientRect();
        if (width < min || height < min || !visible(element)) return false;
        if (element.matches(MEDIA) || element.querySelector(MEDIA)) return false;
        if (getComputedStyle(element).backgroundImage !== 'none') return false;
        return (element as HTMLElement).innerText.trim() === '';
      })
      .map(describe);
    return {brokenImages, emptyBoxes};
  }, minBox);
}

const urls = sitemapUrls(process.env.VISUAL_BUILD_DIR ?? 'build').map((url) => new URL(url).pathname);

for (const width of WIDTHS) {
  test.describe(`every page at ${width} px`, () => {
    for (const path of urls) {
      test(`${path}: images loaded, no empty box`, async ({page}) => {
        await prepare(page, width);
        await page.goto(path, {waitUntil: 'load'});
        await renderEveryBlock(page);
        await loadAllImages(page);
        expect(await findProblems(page, MIN_BOX)).toEqual({brokenImages: [], emptyBoxes: []});
      });
    }
  });
}
