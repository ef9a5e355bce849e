import type {Page} from '@playwright/test';

import {expect, test, waitForHydration} from './fixtures';

interface FocusStop {
  label: string;
  inMainMenuTop: boolean;
  inPanel: boolean;
  inFooter: boolean;
  isDownload: boolean;
  isSkipLink: boolean;
  /** Focus is drawn: an outline or a box-shadow on the focused element. */
  indicator: boolean;
  /** Share of the element's visible box drawn over by the sticky header or the quick buttons (1 = fully hidden). */
  covered: number;
}

/** Describes the focused element and checks WCAG 2.4.7 / 2.4.11 conditions for it. */
async function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const indicator =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    // Sample points over the element (clipped to the viewport) and ask what is drawn on top there.
    const rect = el.getBoundingClientRect();
    const left = Math.max(rect.left, 0);
    const right = Math.min(rect.right, window.innerWidth);
    const top = Math.max(rect.top, 0);
    const bottom = Math.min(rect.bottom, window.innerHeight);
    let samples = 0;
    let hiddenSamples = 0;
    for (let ix = 1; ix <= 5; ix += 1) {
      for (let iy = 1; iy <= 3; iy += 1) {
        const x = left + ((right - left) * ix) / 6;
        const y = top + ((bottom - top) * iy) / 4;
        if (right <= left || bottom <= top) continue;
        samples += 1;
        const onTop = document.elementFromPoint(x, y);
        if (onTop && !el.contains(onTop) && !onTop.contains(el) && onTop.closest('header, aside[aria-label]')) {
          hiddenSamples += 1;
        }
      }
    }
    const covered = samples === 0 ? 0 : hiddenSamples / samples;
    return {
      label: (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 60),
      inMainMenuTop: !!el.closest('nav[aria-label="Főmenü"]') && !el.closest('[id^="mega-panel"]'),
      inPanel: !!el.closest('[id^="mega-panel"]'),
      inFooter: !!el.closest('footer'),
      isDownload: el.hasAttribute('data-download-button'),
      isSkipLink: el.getAttribute('href')?.includes('#__docusaurus_skipToContent_fallback') ?? false,
      indicator,
      covered,
    };
  });
}

test.describe('keyboard path at 1440 px', () => {
  test.use({viewport: {width: 1440, height: 900}});

  test('Tab from the top of / reaches the skip link, every main-menu item, Download and the footer, with a visible, unobscured focus', async ({
    page,
    problems,
  }) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    // The hydrated keyboard path: the app has started.
    await waitForHydration(page);
    // The desktop menu in the header (the mobile menu's dialog has a main menu of its own).
    const topItems = await page.locator('header nav[aria-label="Főmenü"] > ul > li').count();
    expect(topItems).toBeGreaterThanOrEqual(11);

    const stops: FocusStop[] = [];
    for (let i = 0; i < 400; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      if (!stop) break;
      stops.push(stop);
      if (stop.inFooter && stops.filter((s) => s.inFooter).length >= 5) break;
    }

    expect(stops[0]?.isSkipLink).toBe(true);
    expect(stops.filter((s) => s.inMainMenuTop).length).toBe(topItems);
    expect(stops.some((s) => s.isDownload)).toBe(true);
    expect(stops.some((s) => s.inFooter)).toBe(true);
    const invisible = stops.filter((s) => !s.indicator).map((s) => s.label);
    expect(invisible).toEqual([]);
    const hidden = stops.filter((s) => s.covered >= 0.999).map((s) => s.label);
    expect(hidden).toEqual([]);
    expect(problems.console).toEqual([]);
  });

  test('each mega panel opens by Enter, its links are reached by Tab, and Escape closes it with focus back', async ({
    page,
  }) => {
    await page.goto('/', {waitUntil: 'networkidle'});
    // The hydrated keyboard path: the app has started.
    await waitForHydration(page);
    const triggers = page.locator('nav[aria-label="Főmenü"] button[popovertarget^="mega-panel"]');
    const count = await triggers.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i += 1) {
      const trigger = triggers.nth(i);
      await trigger.focus();
      // The underline bar follows keyboard focus as it follows the pointer.
      await expect(page.locator('nav[aria-label="Főmenü"] [data-bar-target]')).toHaveAttribute(
        'data-bar-target',
        /NAV_/,
      );
      await page.keyboard.press('Enter');
      const panelId = (await trigger.getAttribute('popovertarget'))!;
      await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
      const panelLinks = await page.locator(`[id="${panelId}"] a`).count();
      expect(panelLinks).toBeGreaterThan(0);
      for (let j = 0; j < panelLinks; j += 1) {
        await page.keyboard.press('Tab');
        const stop = await focusStop(page);
        expect(stop?.inPanel, `link ${j + 1} of ${panelId}`).toBe(true);
        expect(stop?.indicator).toBe(true);
        expect(stop?.covered ?? 1).toBeLessThan(0.999);
      }
      await page.keyboard.press('Escape');
      await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
      await expect(trigger).toBeFocused();
    }
  });
});

test.describe('keyboard path at 375 px', () => {
  test.use({viewport: {width: 375, height: 812}});

  test('focused content is never fully hidden under the sticky header or the quick buttons', async ({page}) => {
    await page.goto('/poker-school/poker-terms/', {waitUntil: 'networkidle'});
    const hidden: string[] = [];
    const missing: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await focusStop(page);
      if (!stop) break;
      if (stop.covered >= 0.999) hidden.push(stop.label);
      if (!stop.indicator) missing.push(stop.label);
    }
    expect(hidden).toEqual([]);
    expect(missing).toEqual([]);
  });
});
