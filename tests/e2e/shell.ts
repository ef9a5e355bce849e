import type {Locator, Page} from '@playwright/test';

import {header, mainNav} from '../../scripts/browser/openingControls';
import {axeViolations} from './axe';
import {expect, waitForHydration} from './fixtures';

// The header and its main menu are found where the opening controls (shared with the first-tap benchmark) find them.
export {header, mainNav};

/** Helpers of the shell specs (header, mobile menu, desktop menus): pages, widths and the header's parts. */

export const WIDTHS = [375, 1024, 1440] as const;
export const SCHOOL_PAGE = '/poker-school/poker-hand-rankings/';

/** Opens `path` at `width` px and waits for hydration: the menus are interactive only after it. */
export async function openAt(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({width, height: 900});
  await page.goto(path);
  await waitForHydration(page);
}

/** The popover a `popovertarget` button opens (the popover is its own open state). */
export async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('popovertarget');
  expect(id).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/** The shell's parts that are on the page: skip link, header, sub-menu strip, open dialogs and popups. */
const SHELL = [
  '[role="region"]:has(> a[href="#__docusaurus_skipToContent_fallback"])',
  'header',
  '[data-testid="sub-menu-strip"]',
  '[data-modal-root]',
  'dialog[open]',
  '[popover]:popover-open',
];

/** axe over the shell only; page content has its own checks in crawl.spec.ts. */
export async function expectShellAxeClean(page: Page): Promise<void> {
  const present: string[] = [];
  for (const selector of SHELL) {
    if ((await page.locator(selector).count()) > 0) present.push(selector);
  }
  expect(await axeViolations(page, present)).toEqual([]);
}
