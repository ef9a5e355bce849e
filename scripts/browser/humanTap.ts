import type {Locator} from '@playwright/test';

/** How long a person's finger or mouse button stays down in a tap. */
const HUMAN_TAP_HOLD_MS = 90;

/**
 * Playwright's `click()` and `tap()` press and release at once, which hides the app taking over a control
 * mid-tap. The hold is real time in the page, because that time passing is what the tap is about.
 */
export async function humanTap(control: Locator): Promise<void> {
  const page = control.page();
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control to tap is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), HUMAN_TAP_HOLD_MS);
  await page.mouse.up();
}
