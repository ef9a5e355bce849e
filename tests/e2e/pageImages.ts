import type {Page} from '@playwright/test';

/** The smallest box that counts as artwork's place: 120 × 120 px. */
const MIN_BOX = 120;

interface PageFindings {
  brokenImages: string[];
  emptyBoxes: string[];
}

/**
 * What a visitor who scrolled through the page would see missing: visible images that did not load, and visible
 * boxes of 120 × 120 px or more that are empty (no text, no image, no drawing, no background image) — the mark
 * of artwork that failed to load or a placeholder nobody filled. Call it after the page has been scrolled
 * through with every block rendered (tests/visual/stablePage.ts: renderEveryBlock, loadAllImages).
 */
export async function imageProblems(page: Page): Promise<PageFindings> {
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
  }, MIN_BOX);
}
