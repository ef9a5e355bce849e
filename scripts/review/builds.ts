/**
 * The two builds a review compares, each in its own folder, never `build/`, under `REVIEW_LOCK` (default
 * `/tmp/heavy.lock`; empty = no lock, for a caller that already holds it).
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {SITE_ROOT as ROOT} from '../../site/paths';
import {git} from '../check/changedFiles';

/** Production settings: no preview ribbon, same base URL. */
export function buildSite(siteDir: string, outDir: string): void {
  const lock = process.env.REVIEW_LOCK ?? '/tmp/heavy.lock';
  const command = ['npx', 'docusaurus', 'build', '--out-dir', outDir];
  const [cmd, ...args] = lock ? ['flock', lock, ...command] : command;
  const started = Date.now();
  const result = spawnSync(cmd, args, {
    cwd: siteDir,
    encoding: 'utf8',
    env: {...process.env, PREVIEW: '', BASE_URL: '', SITE_URL: ''},
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`A build nem sikerült (${siteDir}):\n${(result.stdout + result.stderr).slice(-3000)}`);
  }
  console.error(`  build ${path.relative(ROOT, outDir) || outDir}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** A detached worktree of `commit` in a temporary folder, sharing this repository's node_modules. */
export function addBaseWorktree(commit: string) {
  const parent = mkdtempSync(path.join(tmpdir(), 'review-base-'));
  const dir = path.join(parent, 'site');
  git(['worktree', 'add', '--detach', '--force', dir, commit]);
  if (!existsSync(path.join(dir, 'node_modules')))
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  return {
    dir,
    remove() {
      try {
        git(['worktree', 'remove', '--force', dir]);
      } finally {
        rmSync(parent, {recursive: true, force: true});
      }
    },
  };
}
