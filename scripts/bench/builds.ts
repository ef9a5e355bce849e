/** The benchmarks' cold builds under GNU `time`; the wait for the heavy-job lock is not counted. */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

import {SITE_ROOT} from '../../site/paths';

export const HEAVY_LOCK = '/tmp/heavy.lock';

export interface TimedRun {
  wallSeconds: number;
  /** Peak resident memory of the largest process of the run, from GNU time. */
  peakMemoryMb: number;
}

/** `lock` is a lock file, '' for none. */
export function timedBuild(
  cwd: string,
  {outDir = 'build', env = {}, lock = HEAVY_LOCK}: {outDir?: string; env?: NodeJS.ProcessEnv; lock?: string} = {},
): Promise<TimedRun> {
  const command = ['/usr/bin/time', '-f', 'bench-time %e s %M KB', 'npx', 'docusaurus', 'build', '--out-dir', outDir];
  const [program, ...args] = lock ? ['flock', lock, ...command] : command;
  const child = spawn(program, args, {
    cwd,
    env: {...process.env, BASE_URL: '', PREVIEW: '', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer): void => {
    output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      const [, seconds = NaN, kb = NaN] = /bench-time ([\d.]+) s (\d+) KB/.exec(output) ?? [];
      if (code === 0) resolve({wallSeconds: Number(seconds), peakMemoryMb: Number(kb) / 1024});
      else reject(new Error(`the build in ${cwd} failed:\n${output.slice(-4000)}`));
    });
  });
}

/**
 * The bare Docusaurus 3.10 classic scaffold (TypeScript, Faster on, as the design's budgets were measured) in
 * `bench/tmp/` (git-ignored). It has no node_modules of its own: both builds use the very same Docusaurus.
 */
export const SCAFFOLD_DIR = path.join(SITE_ROOT, 'bench', 'tmp', 'scaffold');
export const SCAFFOLD_BUILD = path.join(SCAFFOLD_DIR, 'build');

export function createScaffold(): void {
  rmSync(SCAFFOLD_DIR, {recursive: true, force: true});
  mkdirSync(path.dirname(SCAFFOLD_DIR), {recursive: true});
  execFileSync('npx', ['-y', 'create-docusaurus@3.10.2', 'scaffold', 'classic', '--typescript', '--skip-install'], {
    cwd: path.dirname(SCAFFOLD_DIR),
    stdio: 'ignore',
  });
  // Faster is on in the scaffold's own config (`future: {v4: true}`): the budgets were measured so.
  const configPath = path.join(SCAFFOLD_DIR, 'docusaurus.config.ts');
  if (!existsSync(configPath) || !readFileSync(configPath, 'utf8').includes('v4: true')) {
    throw new Error('create-docusaurus did not produce a scaffold with Faster on (future.v4)');
  }
}
