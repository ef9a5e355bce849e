import {execFileSync} from 'node:child_process';

import type {Page} from '@playwright/test';

import {LOCAL_BACKEND_URL} from '../../src/admin/decapConfig';
import type {EnglishFinder} from '../helpers/englishWords';
import {
  BACKEND_TURN_MS,
  type EditorBackend,
  openEditor,
  PAGES,
  publish,
  startEditorBackend,
  TRIAL_DESCRIPTION,
} from './editorBackend';
import {editorEnglishFinder, englishIn, shownTexts} from './editorWords';
import {expect, test} from './fixtures';
import {closeMediaLibrary, editorAt, useSharedEditor} from './writersEditorSetup';

/**
 * The writers' editor speaks Hungarian everywhere a writer looks: in each main flow (the collection list, a page
 * opened and a field edited, the component form, a save, the media library, a failed save's toast) every text
 * and every accessible name is read, and no English word may stand outside the allowed names (GitHub, MDX, the
 * site's brands and components). The finder itself is tested to catch „close” and „Failed to fetch”
 * (tests/unit/helpers/englishWords.test.ts).
 */

let backend: EditorBackend;
let finder: EnglishFinder;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(BACKEND_TURN_MS);
  finder = await editorEnglishFinder();
  backend = await startEditorBackend('fs');
});
test.afterAll(() => backend.stop());

/** The English found on the page now, as `where: „text” (words)` lines (empty when all is Hungarian). */
async function english(page: Page): Promise<string[]> {
  return englishIn(await shownTexts(page), finder);
}

test.describe('one editor, as a writer moves through it', () => {
  const editor = useSharedEditor();

  test('the collection list, a page, a field, the component form and a save are in Hungarian', async () => {
    const {page} = editor;
    await editorAt(page);
    await expect(page.getByRole('link', {name: 'Oldalak', exact: true})).toBeVisible();
    await expect(page.getByText('Rólunk (/about-us/)')).toBeVisible();
    expect(await english(page)).toEqual([]);

    await page.getByText('Rólunk (/about-us/)').click();
    const title = page.getByLabel('Cím (title)');
    await expect(title).toHaveValue('Rólunk');
    expect(await english(page)).toEqual([]);

    await page.getByLabel('Leírás a keresőknek (description)').fill(TRIAL_DESCRIPTION);
    await expect(page.getByText('Nem mentett módosítások')).toBeVisible();
    expect(await english(page)).toEqual([]);

    await page.getByRole('button', {name: 'Komponens beszúrása'}).click();
    const form = page.getByRole('region', {name: 'Komponens beszúrása'});
    await form.getByLabel('Komponens', {exact: true}).selectOption('FaqList');
    await expect(form.getByLabel('Kérdés', {exact: true})).toBeVisible();
    expect(await english(page)).toEqual([]);
    await form.getByLabel('Komponens', {exact: true}).selectOption('OutsOddsTable');
    await expect(form.getByRole('option', {name: "Texas Hold'em", exact: true})).toBeAttached();
    expect(await english(page)).toEqual([]);

    await publish(page);
    await expect(page.getByRole('button', {name: 'Közzétéve'})).toBeVisible();
    await expect.poll(() => backend.onDisk(`${PAGES}/about-us.mdx`)).toContain(TRIAL_DESCRIPTION);
    expect(await english(page)).toEqual([]);
  });

  test('the media library is in Hungarian', async () => {
    const {page} = editor;
    await editorAt(page);
    await page.getByRole('button', {name: 'Média'}).click();
    await expect(page.getByRole('button', {name: 'Feltöltés'})).toBeVisible();
    expect(await english(page)).toEqual([]);
    await closeMediaLibrary(page);
  });
});

// Its own page: it cuts the page's way to the backend.

test("a save that cannot reach the backend says so in Hungarian, and the toast's controls are named in Hungarian", async ({
  page,
}) => {
  await openEditor(page, 'pages/entries/about-us');
  const title = page.getByLabel('Cím (title)');
  await expect(title).toHaveValue(/Rólunk/);
  // The network drops the save: the browser's own „TypeError: Failed to fetch”.
  await page.route(LOCAL_BACKEND_URL, (route) =>
    (route.request().postDataJSON() as {action?: string}).action === 'persistEntry' ? route.abort() : route.fallback(),
  );
  // A page's title is its name, which the form keeps: the description changes (not to the first test's).
  await page.getByLabel('Leírás a keresőknek (description)').fill(`Hálózat nélkül. ${TRIAL_DESCRIPTION}`);
  await publish(page);
  const toast = page.getByRole('alert').filter({hasText: 'Nem sikerült'});
  await expect(toast).toContainText('Nem sikerült elérni a szervert');
  // Read at once: the toast closes itself after a few seconds.
  const names = await page
    .locator('.Toastify')
    .evaluate((toasts) => [...toasts.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label')));
  expect(names).toEqual(expect.arrayContaining(['Bezárás', 'Az értesítés hátralévő ideje']));
  expect(await english(page)).toEqual([]);
});

// Its own page: the editor signs in again to the backend in git mode.
test('in git mode the workflow board and its card, with its date, are in Hungarian', async ({page}) => {
  test.setTimeout(BACKEND_TURN_MS);
  // The last test of this file: the backend is now the one that saves on branches (afterAll stops it).
  await backend.stop();
  backend = await startEditorBackend('git');
  await openEditor(page, 'pages/entries/about-us');
  await expect(page.getByLabel('Cím (title)')).toHaveValue('Rólunk');
  await page.getByLabel('Leírás a keresőknek (description)').fill(TRIAL_DESCRIPTION);
  await page.getByRole('button', {name: 'Mentés', exact: true}).click();
  await expect(page.getByText('Módosítások mentve')).toBeVisible();
  // The entry editor has no header: back to the collection, then to the workflow board.
  await page.getByRole('link', {name: /Gyűjtemény: Oldalak/}).click();
  await page.getByRole('link', {name: 'Munkafolyamat'}).click();
  // Decap formats the card's date itself; it was „November 28.”.
  await expect(page.getByText(/^\d{4}\. \d{2}\. \d{2}\./)).toBeVisible();
  // The card quotes the page's own text (the writer's, not the editor's words): that is left out.
  const pageText = execFileSync('git', ['-C', backend.repo, 'show', `cms/pages/about-us:${PAGES}/about-us.mdx`], {
    encoding: 'utf8',
  });
  const editorTexts = (await shownTexts(page)).filter(({text}) => !pageText.includes(text.slice(0, 200)));
  expect(englishIn(editorTexts, finder)).toEqual([]);
});
