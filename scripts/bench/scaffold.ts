import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Creates the bare Docusaurus 3.10 classic scaffold (TypeScript, Faster on — as the design's budgets were
 * measured) inside `bench/tmp/`, which is git-ignored. It has no node_modules of its own: Node resolves
 * its packages from the project's, so both builds use the very same Docusaurus.
 */
export function scaffoldDir(root: string): string {
  return path.join(root, 'bench', 'tmp', 'scaffold');
}

export function createScaffold(root: string): string {
  const dir = scaffoldDir(root);
  const parent = path.dirname(dir);
  rmSync(dir, {recursive: true, force: true});
  mkdirSync(parent, {recursive: true});
  execFileSync('npx', ['-y', 'create-docusaurus@3.10.2', 'scaffold', 'classic', '--typescript', '--skip-install'], {
    cwd: parent,
    stdio: 'ignore',
  });
  const configPath = path.join(dir, 'docusaurus.config.ts');
  if (!existsSync(configPath)) throw new Error('create-docusaurus did not produce a scaffold');
  const config = readFileSync(configPath, 'utf8');
  if (!config.includes('v4: true')) {
    writeFileSync(configPath, config.replace(/future:\s*\{/, 'future: {\n    v4: true, // bench: Faster on'));
  }
  if (!readFileSync(configPath, 'utf8').includes('v4: true')) {
    writeFileSync(
      configPath,
      config.replace('const config: Config = {', 'const config: Config = {\n  future: {v4: true},'),
    );
  }
  return dir;
}
