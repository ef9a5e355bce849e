/**
 * The benchmarks' cold builds: `docusaurus build` under GNU `time -v` (wall time and peak memory), under the
 * machine's heavy-job lock unless the caller holds it (the wait is not counted), in the project or in the bare
 * Docusaurus scaffold every ratio is taken against.
 */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {SITE_ROOT} from '../../site/paths';

export const HEAVY_LOCK = '/tmp/heavy.lock';

export interface TimedRun {
  wallSeconds: number;
  /** Peak resident memory of the largest process of the run, from GNU time. */
  peakMemoryMb: number;
}

/** GNU time's "Elapsed (wall clock) time (h:mm:ss or m:ss): 1:02.33" in seconds; NaN when missing. */
export function elapsedSeconds(output: string): number {
  const match = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ((?:\d+:)?\d+:\d+(?:\.\d+)?)/.exec(output);
  if (!match) return NaN;
  return match[1].split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * A production build of the site in `cwd` (no preview ribbon, base URL `/`, `env` on top), waiting first for
 * `lock` (a lock file; '' for none). A failed build throws with the end of its output.
 */
export function timedBuild(
  cwd: string,
  {outDir = 'build', env = {}, lock = HEAVY_LOCK}: {outDir?: string; env?: NodeJS.ProcessEnv; lock?: string} = {},
): Promise<TimedRun> {
  const command = ['/usr/bin/time', '-v', 'npx', 'docusaurus', 'build', '--out-dir', outDir];
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
      const kb = Number.parseInt(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? '0', 10);
      if (code === 0) resolve({wallSeconds: elapsedSeconds(output), peakMemoryMb: kb / 1024});
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
  const configPath = path.join(SCAFFOLD_DIR, 'docusaurus.config.ts');
  if (!existsSync(configPath)) throw new Error('create-docusaurus did not produce a scaffold');
  const config = readFileSync(configPath, 'utf8');
  if (config.includes('v4: true')) return;
  const patched = config.replace(/future:\s*\{/, 'future: {\n    v4: true, // bench: Faster on');
  writeFileSync(
    configPath,
    patched.includes('v4: true')
      ? patched
      : config.replace('const config: Config = {', 'const config: Config = {\n  future: {v4: true},'),
  );
}
