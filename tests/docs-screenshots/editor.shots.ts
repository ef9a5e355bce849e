import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {Page} from '@playwright/test';
import sharp from 'sharp';

import {type EditorBackend, openEditor, publish, startEditorBackend} from '../e2e/editorBackend';
import {expect, test} from '../e2e/fixtures';

/**
 * The editor guide's pictures, each taken once the screen has reached the state it shows (no fixed waits):
 * the sign-in, the page list, an open page with its form and preview, and a field the form refuses.
 */

const IMG_DIR = 'docs/writers/img';
/** What a picture of the guide may weigh: the guide is read on GitHub, often on a phone. */
const MAX_BYTES = 200 * 1024;

let backend: EditorBackend;

test.describe.configure({mode: 'serial'});
test.beforeAll(async () => {
  backend = await startEditorBackend('fs');
});
test.afterAll(() => backend.stop());

/** The page as a palette PNG (like pngquant: 256 colours are plenty for a UI), checked for its weight. */
async function shoot(page: Page, name: string): Promise<void> {
  // Decap's loading bar (a canvas along the top) has run to its end.
  await expect(page.locator('canvas')).toBeHidden();
  const png = await sharp(await page.screenshot({animations: 'disabled', caret: 'hide'}))
    .png({palette: true, quality: 90, effort: 10, compressionLevel: 9})
    .toBuffer();
  expect(png.length, `${name} weighs ${String(png.length)} bytes`).toBeLessThan(MAX_BYTES);
  mkdirSync(IMG_DIR, {recursive: true});
  writeFileSync(path.join(IMG_DIR, name), png);
}

test('the sign-in screen', async ({page}) => {
  await page.goto('/admin/');
  await expect(page.getByRole('button', {name: 'Bejelentkezés'})).toBeVisible();
  await shoot(page, 'editor-sign-in.png');
});

test('the page list', async ({page}) => {
  await openEditor(page, 'pages');
  await expect(page.getByRole('link', {name: /^Rólunk \(\/about-us\/\)/})).toBeVisible();
  await shoot(page, 'editor-page-list.png');
});

test('an open page: its form, and the preview in the site’s styles', async ({page}) => {
  await openEditor(page, 'pages/entries/about-us');
  await expect(page.getByLabel('Cím (title)')).toHaveValue('Rólunk');
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', {level: 1, name: 'Rólunk'})).toBeVisible();
  // The site's stylesheet has arrived, and its web font is in use.
  await expect
    .poll(() =>
      preview.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--ifm-color-primary')),
    )
    .not.toBe('');
  await expect
    .poll(() => preview.locator('html').evaluate(async () => (await document.fonts.ready).status))
    .toBe('loaded');
  await shoot(page, 'editor-page-form.png');
});

test('a field the form refuses, with its Hungarian message', async ({page}) => {
  await openEditor(page, 'pages/entries/contact');
  await page.getByLabel('Cím (title)').fill('');
  await publish(page);
  const message = page.getByText('Hiányzik a front matter „title” mezője.', {exact: false});
  await expect(message).toBeVisible();
  await page.getByLabel('Cím (title)').scrollIntoViewIfNeeded();
  await shoot(page, 'editor-refused-field.png');
});
