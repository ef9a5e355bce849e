import {type ChildProcess, execFileSync, spawn} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {expect, type Page, test} from '@playwright/test';

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

/** Held while a backend runs: its port is fixed (the editor looks for it there), so one test file at a time. */
const PORT_LOCK = path.join(os.tmpdir(), 'ggphu-editor-backend.lock');
/** How long a test file waits for another one's backend to stop. */
const PORT_WAIT_MS = 300_000;

function lockHolderAlive(): boolean {
  try {
    process.kill(Number(readFileSync(PORT_LOCK, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the backend's port (atomically: the lock file is created only if absent); a dead holder's lock is dropped. */
async function holdPort(): Promise<() => void> {
  let waited = false;
  for (;;) {
    try {
      writeFileSync(PORT_LOCK, String(process.pid), {flag: 'wx'});
      return () => rmSync(PORT_LOCK, {force: true});
    } catch {
      if (!lockHolderAlive()) {
        rmSync(PORT_LOCK, {force: true});
        continue;
      }
      if (!waited) {
        // The other file's tests run first: this hook may wait for them.
        test.info().setTimeout(test.info().timeout + PORT_WAIT_MS);
        waited = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** A temporary copy of the content, with the editor's local backend on it in `mode` (`fs` or `git`). */
export async function startEditorBackend(mode: 'fs' | 'git'): Promise<EditorBackend> {
  const releasePort = await holdPort();
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
  try {
    await expect.poll(backendAnswers, {timeout: 20_000}).toBe(true);
  } catch (error) {
    backend.kill();
    releasePort();
    throw error;
  }
  return {
    repo,
    onDisk: (file) => readFileSync(path.join(repo, file), 'utf8'),
    async stop() {
      const stopped = new Promise((resolve) => backend.once('exit', resolve));
      backend.kill();
      await stopped;
      releasePort();
      rmSync(repo, {recursive: true, force: true});
    },
  };
}

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
