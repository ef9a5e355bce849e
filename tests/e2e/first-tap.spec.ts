import type {Locator, Page} from '@playwright/test';

import {humanTap} from '../../scripts/browser/humanTap';
import {CONTROL_PAGES, type ControlPage, isOpen, targetOf} from '../../scripts/browser/openingControls';
import {axeViolations} from './axe';
import {expect, test, waitForHydration} from './fixtures';
import {APP_BUNDLE, holdAppBundles} from './heldApp';
import {slowRenderers} from './slowRenderer';

/**
 * No press lost or undone when the app takes over. Every control of the shell that opens something, and the
 * FAQ, is pressed as a person does (a ~90 ms tap, or Enter, or Space) at the two moments before the app runs —
 * the press itself starts the app, or the app's bundles are already in flight — and after hydration. Each time
 * the control is open 1.5 s after hydration finished and one Escape closes it with focus back on the control;
 * open after a tap on the running app, it passes axe. The element is its own open state (docs/architecture.md,
 * "One owner"), so hydration has nothing to undo; a server render that differs from the app's first render is a
 * console error, which fails the test.
 *
 * At a phone's or a tablet's width the app takes over on a phone-speed CPU (4× slower, ./slowRenderer.ts), as on
 * such a visitor's device: from the moment its held bundles are released to the end of hydration. The page's load
 * before the press, the 1.5 s after hydration, the Escape and the desktop width throughout run at the machine's own
 * speed: what a slowdown would slow there is not what is tested (at full speed more of what the app does after
 * hydration happens within the 1.5 s, not less). The moment of a press is made, not waited for: the app's bundles
 * are held in flight (./heldApp.ts) until the press is over, so the whole press lands on the page before the app
 * whatever the machine's speed; the 10× setting is measured by `npm run bench:first-tap`, not repeated here. Each control meets the tap at both moments. The keys meet each way
 * of opening once (`OpeningKind`: the browser's popover, command or details, or the boot script's dialog), on the
 * first control of that kind: Enter when it starts the app, Space while the bundles are in flight. What a key does
 * before the app is the browser's or the boot script's for every control of a kind alike; what the app could undo
 * is the tap's to find. The after-hydration presses of a page's controls ride on the load of its first control.
 */

const SINCE_HYDRATION_MS = 1500;
/** A phone's CPU is 4× slower than this machine's; the desktop width (1440 px) takes over at full speed. */
const cpuOf = ({width}: ControlPage): number => (width < 1440 ? 4 : 1);

type Press = 'tap' | 'Enter' | 'Space';
type Moment = 'the press starts the app' | "the app's bundles are in flight";
const CASES: {how: Press; moment: Moment}[] = [
  {how: 'tap', moment: 'the press starts the app'},
  {how: 'tap', moment: "the app's bundles are in flight"},
  {how: 'Enter', moment: 'the press starts the app'},
  {how: 'Space', moment: "the app's bundles are in flight"},
];

async function press(trigger: Locator, how: Press): Promise<void> {
  if (how === 'tap') {
    await humanTap(trigger);
    return;
  }
  await trigger.focus();
  await trigger.page().keyboard.press(how === 'Enter' ? 'Enter' : ' ');
}

/** Opens the page with the app's bundles held; the page runs its HTML, CSS and boot script only. */
async function openHeldPage(page: Page, controlPage: ControlPage): Promise<() => void> {
  const release = await holdAppBundles(page);
  await page.setViewportSize({width: controlPage.width, height: 900});
  await page.goto(controlPage.route);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-start');
  return release;
}

/**
 * Releases the app's held bundles and lets the app take over on the page's CPU, then lets 1.5 s of the page's own
 * time pass after hydration, at full speed: the span in which an app that kept its own copy of the state closed
 * the control again. The time passing is what is checked; nothing waits for a state there.
 */
async function appTakesOver(page: Page, controlPage: ControlPage, release: () => void): Promise<void> {
  const fullSpeed = slowRenderers(cpuOf(controlPage));
  try {
    release();
    await waitForHydration(page);
  } finally {
    await fullSpeed();
  }
  await page.evaluate((ms) => new Promise((resolve) => setTimeout(resolve, ms)), SINCE_HYDRATION_MS);
}

/** A CSS selector of the opened element, for axe. */
function selectorOf(target: Locator): Promise<string> {
  return target.evaluate((element) => (element.id ? `[id="${element.id}"]` : 'main details[open]'));
}

/** Open, and one Escape closes it with focus back on the control; with `axe`, the open element passes axe. */
async function expectOpenThenEscape(trigger: Locator, axe = false): Promise<void> {
  const page = trigger.page();
  const target = await targetOf(trigger);
  expect(await isOpen(target)).toBe(true);
  if (axe) expect(await axeViolations(page, await selectorOf(target))).toEqual([]);
  await page.keyboard.press('Escape');
  await expect.poll(() => isOpen(target)).toBe(false);
  await expect(trigger).toBeFocused();
}

/**
 * After hydration: each control of the page opens on a press, stays open, and closes on Escape; after a tap, the
 * open element passes axe (once per control: what it shows does not depend on the press that opened it).
 */
async function pressEachAfterHydration(page: Page, controlPage: ControlPage, how: Press): Promise<void> {
  for (const control of controlPage.controls) {
    const trigger = control.trigger(page);
    await press(trigger, how);
    // Two frames: what the app would do in answer to the press (an effect, a re-render) has happened.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectOpenThenEscape(trigger, how === 'tap');
  }
}

/** Where a control is pressed: its page, width and name. */
const placeOf = ({route, width}: ControlPage, {name}: {name: string}): string => `${route} ${width} ${name}`;

/** The first control of each way of opening, in the list's order: the one the keys are pressed on. */
const firstOfKind = new Set(
  new Map(
    CONTROL_PAGES.flatMap((page) =>
      page.controls.map((control) => [control.kind, placeOf(page, control)] as const),
    ).reverse(),
  ).values(),
);

test.describe('first tap', () => {
  for (const {how, moment} of CASES) {
    for (const controlPage of CONTROL_PAGES) {
      const where = `${controlPage.route} at ${controlPage.width} px, CPU ${cpuOf(controlPage)}×, ${how}`;
      controlPage.controls.forEach((control, index) => {
        if (how !== 'tap' && !firstOfKind.has(placeOf(controlPage, control))) return;
        const alsoAfter = moment === 'the press starts the app' && index === 0;
        test(`${control.name}, ${where}: ${moment}${alsoAfter ? ', and the page’s controls after hydration' : ''}`, async ({
          page,
          problems,
        }) => {
          const release = await openHeldPage(page, controlPage);
          const requested = page.waitForRequest(APP_BUNDLE);
          // In flight: a key that does nothing on the page starts the app first, and its bundles are held.
          if (moment === "the app's bundles are in flight") {
            await page.keyboard.press('Shift');
            await requested;
          }
          const trigger = control.trigger(page);
          await press(trigger, how);
          // The press started the app (or found it started): its bundles were asked for, and come only now.
          await requested;
          await appTakesOver(page, controlPage, release);
          await expectOpenThenEscape(trigger);
          if (alsoAfter) await pressEachAfterHydration(page, controlPage, how);
          expect(problems.console).toEqual([]);
        });
      });
    }
  }
});
