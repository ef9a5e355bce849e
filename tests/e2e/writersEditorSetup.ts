/**
 * The shared setup of the writers' editor browser tests (`writers-editor*.spec.ts`): the editor's local backend
 * on a temporary copy of the content (started and stopped around a describe block by `useEditorBackend`), one
 * editor page its tests share (`useSharedEditor`), the files on disk, a sentence to change, the writers' check over
 * the edited copy, and a small PNG made here.
 */
import path from 'node:path';

import type {Page} from '@playwright/test';

import {newContext, newPage} from '../../scripts/browser/slowCpu';
import {runCheck} from '../../scripts/check/runCheck';
import {hu} from '../../src/admin/locale/hu';
import {isWarning} from '../../src/lib/check/finding';
import {BACKEND_TURN_MS, COLLECTIONS, type EditorBackend, openEditor, PAGES, startEditorBackend} from './editorBackend';
import {expect, type PageProblems, test, watchPage} from './fixtures';

export const PROMOTIONS = `${COLLECTIONS}/promotions`;

/** A 1×1 PNG, made here. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PNG_SIGNATURE = ONE_PIXEL_PNG.subarray(0, 8);

export let backend: EditorBackend;
export const onDisk = (file: string) => backend.onDisk(file);

export const SENTENCE = 'egyetlen célt tart szem előtt';
export const CHANGED_SENTENCE = 'egyetlen, világos célt tart szem előtt';

/** In the open page's text, one phrase of its first paragraph changed. */
export async function changeSentence(page: Page): Promise<void> {
  const body = page.getByLabel('Az oldal szövege (MDX)');
  await expect(body).toHaveValue(new RegExp(SENTENCE));
  await body.fill((await body.inputValue()).replace(SENTENCE, CHANGED_SENTENCE));
}

/** The writers' check over the edited copy: no error anywhere (warnings are the missing operator facts). */
export async function checkErrors(): Promise<unknown[]> {
  const {findings} = await runCheck({
    pagesDir: path.join(backend.repo, PAGES),
    collectionsDir: path.join(backend.repo, COLLECTIONS),
  });
  return findings.filter((finding) => !isWarning(finding));
}

/** The site's main colour as an element's page has it: Infima's `--ifm-color-primary`, set by nothing else. */
export const PRIMARY = (element: Element) => getComputedStyle(element).getPropertyValue('--ifm-color-primary').trim();

/** Starts the backend in `mode` before the describe block's tests and stops it after them. */
export function useEditorBackend(mode: 'fs' | 'git'): void {
  test.beforeAll(async () => {
    test.setTimeout(BACKEND_TURN_MS);
    backend = await startEditorBackend(mode);
  });
  test.afterAll(() => backend.stop());
}

export interface SharedEditor {
  /** the editor, signed in */
  page: Page;
  /** what the page reported during the running test */
  problems: PageProblems;
}

/**
 * One editor for the tests of the describe block (of the file, called outside one), as a writer moves from entry
 * to entry: the editor's bundle loads and signs in once, and each test opens its entry with `editorAt`. Call it
 * after the backend is started. Each test must leave the editor as a writer would: saved or `leaveUnsaved`, no
 * dialog open. Like the `problems` fixture's page, the page must report nothing: checked after each test.
 */
export function useSharedEditor(): SharedEditor {
  const editor = {} as SharedEditor;
  test.beforeAll(async ({browser}) => {
    editor.page = await newPage(await newContext(browser, {baseURL: process.env.E2E_ORIGIN}));
    editor.problems = watchPage(editor.page);
    await openEditor(editor.page);
  });
  test.afterEach(() => {
    // Taken out before they are checked: the next test starts with none.
    const added = {
      console: editor.problems.console.splice(0),
      failedRequests: editor.problems.failedRequests.splice(0),
    };
    expect(added).toEqual({console: [], failedRequests: []});
  });
  test.afterAll(() => editor.page.context().close());
  return editor;
}

/**
 * The shared editor at `hash` (as `openEditor`'s; empty: the start), from a known state: the last test left no
 * dialog and no unsaved change, its toasts are closed, and an entry is reached through its collection's list, as a
 * writer goes, so its form is made anew, not kept from the entry before.
 */
export async function editorAt(page: Page, hash = ''): Promise<void> {
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Nem mentett módosítások')).toHaveCount(0);
  await page
    .locator('.Toastify')
    .getByRole('button', {name: 'Bezárás'})
    .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  // A closed toast slides out for about a second: that every one is leaving is enough. Its exit animation's class
  // is react-toastify's own (`Toastify__bounce-exit--…`, inside Decap), not one of the site's shortened names.
  await expect
    .poll(() =>
      page
        .locator('.Toastify__toast')
        .evaluateAll((toasts) => toasts.filter((toast) => !toast.classList.value.includes('-exit')).length),
    )
    .toBe(0);
  const go = (address: string) => page.evaluate((to) => (window.location.hash = to), address);
  await go(hash ? `#/collections/${hash.slice(0, hash.indexOf('/'))}` : '#/');
  await expect(page.locator('#preview-pane')).toHaveCount(0);
  if (hash) await go(`#/collections/${hash}`);
}

/** Leaves the open entry without saving, as a writer drops a change: the editor asks first, and the writer agrees. */
export async function leaveUnsaved(page: Page): Promise<void> {
  const [dialog] = await Promise.all([page.waitForEvent('dialog'), page.evaluate(() => (window.location.hash = '#/'))]);
  expect(dialog.message()).toBe(hu.editor.editor.onLeavePage);
  await dialog.accept();
  await expect(page.locator('#preview-pane')).toHaveCount(0);
}

/** Closes the media library as a writer does, with Escape. */
export async function closeMediaLibrary(page: Page): Promise<void> {
  await page.getByRole('dialog').press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Takes out the one report of a save the form's validation refused: Decap rejects the save with nothing and does not
 * catch it, so the page reports `pageerror: undefined`. Anything else stays for the check after the test.
 */
export async function takeRefusedSaveError(problems: PageProblems): Promise<void> {
  const refused = 'pageerror: undefined';
  await expect.poll(() => problems.console).toContain(refused);
  problems.console.splice(problems.console.indexOf(refused), 1);
}
