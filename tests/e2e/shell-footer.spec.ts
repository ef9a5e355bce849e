import {axeViolations} from './axe';
import {expect, test} from './fixtures';

/** The footer's world-record banner opens the certificate modal (APG dialog), and the open modal is axe clean. */
for (const width of [375, 1440]) {
  test.describe(`certificate modal at ${width} px`, () => {
    test.use({viewport: {width, height: width < 768 ? 812 : 900}});

    test('opens from the footer banner, closes by button and Escape, focus returns', async ({page, problems}) => {
      await page.goto('/', {waitUntil: 'networkidle'});
      const banner = page.locator('footer').getByRole('button', {name: /Világrekord/});
      await banner.scrollIntoViewIfNeeded();
      await expect(banner.locator('img')).toHaveJSProperty('complete', true);

      await banner.click();
      const dialog = page.getByRole('dialog', {name: 'Világrekord-tanúsítvány'});
      await expect(dialog).toBeVisible();
      await expect(page.locator('[data-modal-root]')).toHaveAttribute('data-state', 'open');
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      const close = dialog.getByRole('button', {name: 'Tanúsítvány bezárása'});
      await expect(close).toBeFocused();
      const image = dialog.getByRole('img');
      await expect(image).toHaveAttribute('width', '631');
      await expect(image).toHaveAttribute('height', '857');
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // Tab never reaches the page behind: the native modal dialog makes it inert, so focus moves between the
      // dialog and the browser's own controls (here: out of the document, onto <body>), and comes back.
      const focusIsInDialogOrOutsidePage = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          return !active || active === document.body || !!active.closest('dialog[open]');
        });
      for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await focusIsInDialogOrOutsidePage(), key).toBe(true);
      }
      await expect(close).toBeFocused();

      // Let the opening transition finish before measuring contrast.
      await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      expect(await axeViolations(page)).toEqual([]);

      await close.click();
      await expect(dialog).toBeHidden();
      await expect(banner).toBeFocused();

      await banner.press('Enter');
      await expect(dialog).toBeVisible();
      // As a keyboard user would: Escape once focus has moved into the dialog (APG).
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'))).toBe(true);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(banner).toBeFocused();

      expect(problems.console).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });

    test('closes on a click outside the certificate', async ({page}) => {
      await page.goto('/', {waitUntil: 'networkidle'});
      const banner = page.locator('footer').getByRole('button', {name: /Világrekord/});
      await banner.scrollIntoViewIfNeeded();
      await banner.click();
      const dialog = page.getByRole('dialog', {name: 'Világrekord-tanúsítvány'});
      await expect(dialog).toBeVisible();
      await page.mouse.click(4, 4);
      await expect(dialog).toBeHidden();
    });
  });
}
