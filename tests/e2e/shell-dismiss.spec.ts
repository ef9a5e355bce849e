import type {Locator, Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';
import {holdAppBundles} from './heldApp';
import {header, mainNav, panelOf} from './shell';

/**
 * What closes a popup or the mobile menu besides its button, Escape and a tap outside: focus leaving a popup (a
 * person tabbing on past its last link) and a swipe to the left on the mobile menu. Both come from the boot
 * script, so each is tried before the app has run (its bundles held) and after hydration.
 */

const MOMENTS = ['before the app runs', 'after hydration'] as const;
type Moment = (typeof MOMENTS)[number];

async function openAt(page: Page, route: string, width: number, moment: Moment): Promise<void> {
  if (moment === 'before the app runs') await holdAppBundles(page);
  await page.setViewportSize({width, height: 900});
  await page.goto(route);
  if (moment === 'after hydration') await waitForHydration(page);
}

/** Marks the element Tab reaches from the trigger while its popup is closed: where focus should go on. */
async function markNextAfter(trigger: Locator): Promise<Locator> {
  const page = trigger.page();
  await trigger.focus();
  await page.keyboard.press('Tab');
  await page.evaluate(() => document.activeElement?.setAttribute('data-e2e-next', ''));
  return page.locator('[data-e2e-next]');
}

const POPUPS: {name: string; trigger: (page: Page) => Locator}[] = [
  {name: 'the „Így játssz” panel', trigger: (page) => mainNav(page).getByRole('button', {name: 'Így játssz'})},
  {name: 'the „Információ” menu', trigger: (page) => header(page).getByRole('button', {name: 'Információ'})},
  {
    name: 'the region selector',
    trigger: (page) =>
      header(page)
        .locator('[data-variant="header"]')
        .getByRole('button', {name: /^Régió:/}),
  },
];

test.describe('focus leaving a popup closes it', () => {
  for (const moment of MOMENTS) {
    for (const {name, trigger: triggerOf} of POPUPS) {
      test(`${name}, ${moment}: Enter opens it, Tab past its last item closes it`, async ({page, problems}) => {
        await openAt(page, '/', 1440, moment);
        const trigger = triggerOf(page);
        const next = await markNextAfter(trigger);
        await trigger.focus();
        await page.keyboard.press('Enter');
        const panel = await panelOf(page, trigger);
        await expect(panel).toBeVisible();
        const items = await panel.locator('a[href]:visible, button:visible').count();
        expect(items).toBeGreaterThan(0);
        // Through every item: the popup stays open while focus is in it.
        for (let item = 1; item <= items; item++) {
          await page.keyboard.press('Tab');
          await expect(panel.locator(':focus')).toHaveCount(1);
          await expect(panel).toBeVisible();
        }
        // One more: focus has left it, so it closes, and focus is where it goes on from the popup's button.
        await page.keyboard.press('Tab');
        await expect(panel).toBeHidden();
        await expect(next).toBeFocused();
        expect(problems.console).toEqual([]);
      });
    }
  }
});

/** A finger on the touch screen: `touchStart`, `touchMove` and `touchEnd` as the phone's screen reports them. */
async function finger(page: Page): Promise<{
  down: (x: number, y: number) => Promise<void>;
  move: (x: number, y: number) => Promise<void>;
  up: () => Promise<void>;
}> {
  const session = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{x, y, id: 1, radiusX: 8, radiusY: 8, force: 1}];
  return {
    down: async (x, y) => {
      await session.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: at(x, y)});
    },
    move: async (x, y) => {
      await session.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: at(x, y)});
    },
    up: async () => {
      await session.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    },
  };
}

/** The page's next frame: what a finger moving at a person's pace reports at most once per frame. */
function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** A tap with a finger: down on the control's middle, ~90 ms (the page's own timer), up. */
async function fingerTap(control: Locator): Promise<void> {
  const page = control.page();
  const box = (await control.boundingBox())!;
  const touch = await finger(page);
  await touch.down(box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 90)));
  await touch.up();
}

/** A finger down at `from`, moved to `to` over eight frames, then lifted. */
async function swipe(page: Page, from: {x: number; y: number}, to: {x: number; y: number}): Promise<void> {
  const touch = await finger(page);
  await touch.down(from.x, from.y);
  const steps = 8;
  for (let step = 1; step <= steps; step++) {
    await nextFrame(page);
    await touch.move(from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
  }
  await touch.up();
}

test.describe('a swipe to the left closes the mobile menu', () => {
  test.use({hasTouch: true});

  for (const moment of MOMENTS) {
    test(`375 px, ${moment}; a slight move or a scroll keeps it open`, async ({page, problems}) => {
      await openAt(page, '/funds/', 375, moment);
      const toggle = header(page).getByRole('button', {name: 'Menü megnyitása'});
      await fingerTap(toggle);
      const menu = page.getByRole('dialog', {name: 'Menü'});
      await expect(menu).toBeVisible();
      await expect.poll(() => menu.evaluate((element) => element.getAnimations().length)).toBe(0);
      const box = (await menu.boundingBox())!;
      const y = box.y + box.height / 2;
      // A finger that barely moves, and one that moves up the list, is no swipe to close.
      await swipe(page, {x: box.x + 200, y}, {x: box.x + 196, y});
      await swipe(page, {x: box.x + 200, y}, {x: box.x + 190, y: y - 120});
      await expect.poll(() => menu.evaluate((element) => (element as HTMLDialogElement).open)).toBe(true);
      // It springs back to where it was.
      expect(await menu.evaluate((element) => (element as HTMLElement).style.transform)).toBe('');
      // Pulled to the left past a tenth of its width: it closes.
      await swipe(page, {x: box.x + 250, y}, {x: box.x + 60, y: y + 10});
      await expect(menu).toBeHidden();
      expect(problems.console).toEqual([]);
    });
  }
});
