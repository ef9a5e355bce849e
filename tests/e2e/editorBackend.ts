import {type ChildProcess, execFileSync, spawn} from 'node:child_process';
import {closeSync, cpSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {expect, type Page} from '@playwright/test';

import {LOCAL_BACKEND_URL} from '../../src/admin/decapConfig';

/**
 * The writers' editor against its local backend (decap-server, as `npm run edit` starts it) on a temporary copy
 * of the content, for the editor's e2e tests and the screenshots of its guide (`npm run docs:screenshots`): the
 * files on disk show exactly what a save wrote.
 */

export const PAGES = 'i18n/hu/docusaurus-plugin-content-pages';
export const COLLECTIONS = 'i18n/hu/collections';
export const UPLOADS = 'static/img/uploads';

export interface EditorBackend {
  /** the temporary copy the backend writes into */
  repo: string;
  /** a file of the copy, by its path in the repository */
  onDisk: (file: string) => string;
  stop: () => Promise<void>;
}

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

function initGit(repo: string): void {
  const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], {stdio: 'pipe'});
  git('init', '--quiet', '--initial-branch=main');
  git('-c', 'user.name=Teszt', '-c', 'user.email=teszt@example.com', 'add', '.');
  git('-c', 'user.name=Teszt', '-c', 'user.email=teszt@example.com', 'commit', '--quiet', '-m', 'Tartalom');
  git('config', 'user.name', 'Szerkesztő');
  git('config', 'user.email', 'szerkeszto@example.com');
}

/**
 * The backend's port is fixed (the editor looks for it there), so test files that start one take turns: a lock
 * file holds the id of the test process that has it; a lock whose process is gone is taken over.
 */
const PORT_LOCK = path.join(os.tmpdir(), 'ggphu-editor-backend-8081.lock');

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function takePort(): boolean {
  try {
    const fd = openSync(PORT_LOCK, 'wx');
    writeFileSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch {
    let holder = 0;
    try {
      holder = Number(readFileSync(PORT_LOCK, 'utf8'));
    } catch {
      return false;
    }
    if (holder > 0 && !processAlive(holder)) rmSync(PORT_LOCK, {force: true});
    return false;
  }
}

/** How long a test file may wait for its turn at the port (the hook that starts the backend needs as long). */
export const BACKEND_TURN_MS = 10 * 60_000;

/** A temporary copy of the content, with the editor's local backend on it in `mode` (`fs` or `git`). */
export async function startEditorBackend(mode: 'fs' | 'git'): Promise<EditorBackend> {
  await expect.poll(takePort, {timeout: BACKEND_TURN_MS, intervals: [500]}).toBe(true);
  const repo = mkdtempSync(path.join(os.tmpdir(), 'ggphu-editor-'));
  cpSync('i18n', path.join(repo, 'i18n'), {recursive: true});
  mkdirSync(path.join(repo, UPLOADS), {recursive: true});
  if (mode === 'git') initGit(repo);
  const backend: ChildProcess = spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
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
  return {
    repo,
    onDisk: (file) => readFileSync(path.join(repo, file), 'utf8'),
    async stop() {
      const stopped = new Promise((resolve) => backend.once('exit', resolve));
      backend.kill();
      await stopped;
      rmSync(repo, {recursive: true, force: true});
      rmSync(PORT_LOCK, {force: true});
    },
  };
}

/**
 * A page description every page's form accepts (110–160 characters, nothing the check's text rules refuse): the
 * tests' change to a page, since the form refuses a title that is not the page's name (the check's `oldalnev`).
 */
export const TRIAL_DESCRIPTION =
  'Próba leírás a szerkesztőben: ez a mondat csak addig áll itt, amíg a mentés és a visszaírás meg nem történik ezen az oldalon.';

/** The editor at `hash` (`pages/entries/about-us`, `promotions/new`; empty: the start), signed in locally. */
export async function openEditor(page: Page, hash = ''): Promise<void> {
  await page.goto(hash ? `/admin/#/collections/${hash}` : '/admin/');
  await page.getByRole('button', {name: 'Bejelentkezés'}).click();
}

/** Publishes the open entry (file mode: written at once). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Közzététel', exact: true}).click();
  await page.getByRole('menuitem', {name: 'Közzététel most'}).click();
}
