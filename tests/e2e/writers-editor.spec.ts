import {type ChildProcess, execFileSync, spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {isWarning} from '../../scripts/check/finding';
import {runCheck} from '../../scripts/check/runCheck';
import {LOCAL_BACKEND_URL} from '../../src/admin/decapConfig';
import {axeViolations} from './axe';
import {expect, test} from './fixtures';

/**
 * The writers' editor at /admin/ in Chromium, against its local backend (decap-server in file mode, as
 * `npm run edit` starts it) on a temporary copy of the content: the files on disk show exactly what a save
 * wrote, and a form the site's rules refuse writes nothing.
 */

const PAGES = 'i18n/hu/docusaurus-plugin-content-pages';
const PROMOTIONS = 'i18n/hu/collections/promotions';

let repo = '';
let backend: ChildProcess | null = null;

const onDisk = (file: string) => readFileSync(path.join(repo, file), 'utf8');

async function backendAnswers(): Promise<boolean> {
  try {
    const response = await fetch(LOCAL_BACKEND_URL, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({action: 'info'}),
    });
    return response.ok;
  } catch {
    return false;
  }
}

test.describe.configure({mode: 'serial'});

/** A temporary copy of the content, with the editor's local backend on it in `mode` (`fs` or `git`). */
async function startBackend(mode: 'fs' | 'git'): Promise<void> {
  repo = mkdtempSync(path.join(os.tmpdir(), 'ggphu-editor-'));
  cpSync('i18n', path.join(repo, 'i18n'), {recursive: true});
  mkdirSync(path.join(repo, 'static/img/uploads'), {recursive: true});
  if (mode === 'git') {
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], {stdio: 'pipe'});
    git('init', '--quiet', '--initial-branch=main');
    git('-c', 'user.name=Teszt', '-c', 'user.email=teszt@example.com', 'add', '.');
    git('-c', 'user.name=Teszt', '-c', 'user.email=teszt@example.com', 'commit', '--quiet', '-m', 'Tartalom');
    git('config', 'user.name', 'Szerkesztő');
    git('config', 'user.email', 'szerkeszto@example.com');
  }
  backend = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    env: {
      ...process.env,
      MODE: mode,
      PORT: '8081',
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: repo,
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  await expect.poll(backendAnswers, {timeout: 20_000}).toBe(true);
}

async function stopBackend(): Promise<void> {
  const stopped = backend ? new Promise((resolve) => backend?.once('exit', resolve)) : Promise.resolve();
  backend?.kill();
  await stopped;
  backend = null;
  rmSync(repo, {recursive: true, force: true});
}

/** Opens one entry of the editor, signed in to the local backend. */
async function openEntry(page: Page, hash: string): Promise<void> {
  await page.goto(`/admin/#/collections/${hash}`);
  await page.getByRole('button', {name: 'Bejelentkezés'}).click();
}

const SENTENCE = 'egyetlen célt tart szem előtt';
const CHANGED_SENTENCE = 'egyetlen, világos célt tart szem előtt';

/** In the open page's text, one phrase of its first paragraph changed. */
async function changeSentence(page: Page): Promise<void> {
  const body = page.getByLabel('Az oldal szövege (MDX)');
  await expect(body).toHaveValue(new RegExp(SENTENCE));
  await body.fill((await body.inputValue()).replace(SENTENCE, CHANGED_SENTENCE));
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Közzététel', exact: true}).click();
  await page.getByRole('menuitem', {name: 'Közzététel most'}).click();
}

test.describe('file mode (npm run edit): saves write the files', () => {
  test.beforeAll(() => startBackend('fs'));
  test.afterAll(stopBackend);

  test('the sign-in page is in Hungarian, never indexed, and passes axe', async ({page}) => {
    const response = await page.goto('/admin/');
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('button', {name: 'Bejelentkezés'})).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu-HU');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a changed sentence is saved as exactly that change, and the check passes on the file', async ({page}) => {
    const file = `${PAGES}/about-us.mdx`;
    const before = onDisk(file);
    await openEntry(page, 'pages/entries/about-us');
    await changeSentence(page);
    await publish(page);
    // The backend truncates, then writes: wait for the file's final state, not for any change.
    await expect.poll(() => onDisk(file)).toBe(before.replace(SENTENCE, CHANGED_SENTENCE));
    // The writers' check over the edited copy: no error anywhere (warnings are the missing operator facts).
    const {findings} = await runCheck({
      pagesDir: path.join(repo, PAGES),
      collectionsDir: path.join(repo, 'i18n/hu/collections'),
    });
    expect(findings.filter((finding) => !isWarning(finding))).toEqual([]);
  });

  test('a missing title or an over-long description is refused in Hungarian, and nothing is written', async ({
    page,
  }) => {
    const file = `${PAGES}/contact.mdx`;
    const before = onDisk(file);
    await openEntry(page, 'pages/entries/contact');
    await page.getByLabel('Cím (title)').fill('');
    const description = 'Túl hosszú leírás. '.repeat(10).trim();
    await page.getByLabel('Leírás a keresőknek (description)').fill(description);
    await publish(page);
    await expect(page.getByText('Hiányzik a front matter „title” mezője.', {exact: false})).toBeVisible();
    await expect(
      page.getByText(`A „description” ${description.length} karakter, túl hosszú.`, {exact: false}),
    ).toBeVisible();
    expect(onDisk(file)).toBe(before);
  });

  test('a promotion with a bad date or an amount in the wrong format is refused, and nothing is written', async ({
    page,
  }) => {
    const file = `${PROMOTIONS}/play-money.yml`;
    const before = onDisk(file);
    await openEntry(page, 'promotions/entries/play-money');
    await page.getByLabel('Kezdő dátum (ÉÉÉÉ-HH-NN) (starts)').fill('2026-13-45');
    await page.getByLabel('Összeg (amount)').fill('1000$');
    await publish(page);
    await expect(page.getByText('„2026-13-45” nem valós ÉÉÉÉ-HH-NN dátum', {exact: false})).toBeVisible();
    await expect(page.getByText('„1000$” helyett ezt írd: „1000 $”', {exact: false})).toBeVisible();
    expect(onDisk(file)).toBe(before);
  });

  test('an uploaded image lands in the uploads folder, byte for byte', async ({page}) => {
    await page.goto('/admin/');
    await page.getByRole('button', {name: 'Bejelentkezés'}).click();
    await page.getByRole('button', {name: 'Média'}).click();
    await expect(page.getByRole('button', {name: 'Feltöltés'})).toBeVisible();
    const input = page.locator('input[type="file"]');
    // A small PNG (1×1 px, made here).
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await input.setInputFiles({name: 'pont.png', mimeType: 'image/png', buffer: png});
    const uploaded = path.join(repo, 'static/img/uploads/pont.png');
    await expect
      .poll(() => (existsSync(uploaded) ? readFileSync(uploaded).toString('base64') : null))
      .toBe(png.toString('base64'));
  });
});

test.describe('git mode: every save is a cms/… branch, main is untouched', () => {
  test.beforeAll(() => startBackend('git'));
  test.afterAll(stopBackend);

  test('a changed sentence is committed on its own branch', async ({page}) => {
    const file = `${PAGES}/about-us.mdx`;
    const before = onDisk(file);
    await openEntry(page, 'pages/entries/about-us');
    await changeSentence(page);
    await page.getByRole('button', {name: 'Mentés', exact: true}).click();
    const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], {encoding: 'utf8'});
    await expect.poll(() => git('branch', '--list', 'cms/*').trim()).toBe('cms/pages/about-us');
    expect(git('show', `cms/pages/about-us:${file}`)).toBe(before.replace(SENTENCE, CHANGED_SENTENCE));
    expect(git('show', `main:${file}`)).toBe(before);
    // One commit on the branch, with only that file.
    expect(git('diff', '--name-only', 'main', 'cms/pages/about-us').trim()).toBe(file);
  });
});
