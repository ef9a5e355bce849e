/**
 * The shared setup of the writers' editor browser tests (`writers-editor*.spec.ts`): the editor's local backend
 * on a temporary copy of the content (started and stopped around a describe block by `useEditorBackend`), the
 * files on disk, a sentence to change, the writers' check over the edited copy, and a small PNG made here.
 */
import path from 'node:path';

import type {Page} from '@playwright/test';

import {runCheck} from '../../scripts/check/runCheck';
import {isWarning} from '../../src/lib/check/finding';
import {BACKEND_TURN_MS, COLLECTIONS, type EditorBackend, PAGES, startEditorBackend} from './editorBackend';
import {expect, test} from './fixtures';

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
