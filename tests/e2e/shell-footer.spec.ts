import {axeViolations} from './axe';
import {expect, test, waitForHydration} from './fixtures';

/**
 * The footer's world-record banner opens the certificate's native modal dialog (APG dialog), and the open
 * dialog is axe clean (without any script the banner is a link to /world-record/: before-javascript.spec.ts;
 * before the app runs it opens the same dialog: first-tap.spec.ts).
 */
for (const width of [375, 1440]) {
  test.describe(`certificate modal at ${width} px`, () => {
    test.use({viewport: {width, height: width < 768 ? 812 : 900}});

    test('opens from the footer banner, closes by button and Escape, focus returns', async ({page, problems}) => {
      await page.goto('/', {waitUntil: 'networkidle'});
      await waitForHydration(page);
      const banner = page.locator('footer').getByRole('link', {name: /^Guinness-világrekord, 2020/});
      await banner.scrollIntoViewIfNeeded();
      await expect(banner.locator('img')).toHaveJSProperty('complete', true);

      await banner.click();
      const dialog = page.getByRole('dialog', {name: 'Guinness-világrekord'});
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
      const close = dialog.getByRole('button', {name: 'Bezárás'});
      await expect(close).toBeFocused();
      // The certificate is drawn from the record's data: 631x857 at most, in that proportion while it fits.
      const certificate = dialog.getByTestId('record-certificate');
      await expect(certificate).toContainText('Guinness World Records');
      await expect(certificate).toContainText('2020 WSOP Online Main Event');
      await expect(certificate).toContainText('2020. szeptember 6.');
      await expect(certificate).toContainText('27\u00a0559\u00a0500\u00a0$');
      const box = (await certificate.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(631);
      if (width >= 768) expect(box.height / box.width).toBeCloseTo(857 / 631, 1);
      await expect(dialog.getByRole('link', {name: /^Online Poker Report/})).toHaveAttribute('target', '_blank');

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
      await waitForHydration(page);
      const banner = page.locator('footer').getByRole('link', {name: /^Guinness-világrekord, 2020/});
      await banner.scrollIntoViewIfNeeded();
      await banner.click();
      const dialog = page.getByRole('dialog', {name: 'Guinness-világrekord'});
      await expect(dialog).toBeVisible();
      await page.mouse.click(4, 4);
      await expect(dialog).toBeHidden();
    });
  });
}
