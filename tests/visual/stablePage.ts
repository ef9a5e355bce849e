import type {Page, Route} from '@playwright/test';

import {waitForHydration} from '../e2e/fixtures';

/** The two widths every page is checked at: a small phone and a desktop. */
export const WIDTHS = [375, 1440] as const;

/** One instant for every screenshot, so the footer's year and anything dated never change a baseline. */
const FROZEN_NOW = new Date('2026-11-23T12:00:00Z');

export interface VisitorOptions {
  /** Visitor's country (the e2e edge trusts X-Country-Code); a Hungarian visitor sees no region modal. */
  country?: string;
  region?: string;
  /** Geolocation rules served instead of the built runtime config's (to open a visitor modal on purpose). */
  rules?: Record<string, {ruleType: string}>;
}

/** Sets the visitor, the clock and the viewport before the first navigation. */
export async function prepare(page: Page, width: number, visitor: VisitorOptions = {}): Promise<void> {
  const {country = 'HU', region, rules} = visitor;
  await page.setViewportSize({width, height: 900});
  await page.clock.setFixedTime(FROZEN_NOW);
  await page.setExtraHTTPHeaders(
    region ? {'X-Country-Code': country, 'X-Region-Code': region} : {'X-Country-Code': country},
  );
  if (rules) {
    await page.route('**/runtime-config.json', async (route: Route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({response, json: {...config, geolocationRules: rules}});
    });
  }
}

/**
 * Opens a path and waits until it is still: the visitor context answered, the shipped fonts are in, and every
 * lazy image has been scrolled into view and has loaded (`scroll: false` when a dialog locks the page: only the
 * first screen). Ends scrolled back to the top.
 */
export async function openStill(page: Page, path: string, {scroll = true}: {scroll?: boolean} = {}): Promise<void> {
  const settled = Promise.all(
    ['/api/geo', '/runtime-config.json'].map(
      (part) =>
        new Promise<void>((resolve) => {
          const done = (request: {url: () => string}): void => {
            if (request.url().includes(part)) resolve();
          };
          page.on('requestfinished', done);
          page.on('requestfailed', done);
        }),
    ),
  );
  await page.goto(path, {waitUntil: 'load'});
  await renderEveryBlock(page);
  await settled;
  // The page's final look includes what hydration adds (quick buttons, upgraded links); on a slow machine
  // hydration can come after the load event, so the screenshot waits for it as a state.
  await waitForHydration(page);
  await (scroll ? loadAllImagesAndRest(page) : imagesSettled(page));
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/**
 * Has the browser render every block at once. Blocks far from the viewport are skipped until the visitor scrolls
 * near them (`content-visibility: auto`, kit/renderWhenNear.module.css); a full-page screenshot or a check of
 * every block's artwork shows the page as the visitor sees each part of it, so it renders them all. Through the
 * CSSOM: the site's CSP allows no inline `<style>`.
 */
export async function renderEveryBlock(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.styleSheets.item(0)?.insertRule('* { content-visibility: visible !important; }');
  });
}

/** Scrolls the whole page a screen at a time and lets the images of each screen finish, then back to the top. */
export async function loadAllImages(page: Page): Promise<void> {
  await scrollThrough(page);
  await scrollWindowTo(page, 0);
  await imagesSettled(page);
}

/** As loadAllImages, and back at the top waits for the quick buttons to come to rest (for a screenshot). */
async function loadAllImagesAndRest(page: Page): Promise<void> {
  await scrollThrough(page);
  await backToTopAtRest(page);
  await imagesSettled(page);
}

async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(200, (page.viewportSize()?.height ?? 900) - 100);
  for (let y = 0; y < height; y += step) {
    await scrollWindowTo(page, y);
    await imagesSettled(page);
  }
}

/**
 * Scrolls the window and waits for the page to see it: the browser sends the `scroll` event with the next frame,
 * not at once, so a check made straight after `scrollTo` can still see the page as it was. A frame sends its
 * scroll events before it runs its animation-frame callbacks, so the page has seen the scroll when the next one
 * runs, whether the position changed or not (a wait for the event itself never ends when none comes).
 */
async function scrollWindowTo(page: Page, top: number): Promise<void> {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, y);
        requestAnimationFrame(() => resolve());
      }),
    top,
  );
}

/**
 * Scrolls back to the top and waits until the quick buttons are at rest there. The quick Download button hides
 * on every scroll and comes back a second after the last one, so it waits for that return, which only a render
 * after the last scroll event can make. Waiting for the button to show is not enough: before the app has
 * rendered its answer to the scroll, the button still shows from earlier, and the screenshot would catch it
 * hidden a moment later.
 */
async function backToTopAtRest(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (window.scrollY === 0) {
          resolve();
          return;
        }
        window.addEventListener(
          'scroll',
          () => {
            // Once the page has hydrated, the app's scroll listener (added before the page was marked hydrated)
            // has run before this one, and its render comes after. Before that, nothing answers the scroll.
            const hydrated = document.documentElement.getAttribute('data-has-hydrated') === 'true';
            const quick = document.querySelector('[data-embed-part="quick-download"]');
            if (!hydrated || !quick) {
              resolve();
              return;
            }
            new MutationObserver((_records, observer) => {
              if (quick.getAttribute('data-visible') !== 'true') return;
              observer.disconnect();
              resolve();
            }).observe(quick, {attributes: true, attributeFilter: ['data-visible']});
          },
          {once: true},
        );
        window.scrollTo(0, 0);
      }),
  );
}

/**
 * Waits until every image a visitor can see on the current screen has finished. A lazy image in a closed panel,
 * or below a dialog that locks the scroll, never starts, so only shown images in the viewport count.
 */
export async function imagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      if (image.complete || !image.checkVisibility({visibilityProperty: true})) return true;
      const box = image.getBoundingClientRect();
      return box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0;
    }),
  );
}
