/**
 * A copy of the project for a cold build (no `.docusaurus/`, no build folders): the benchmarks build in it so
 * nothing cached from earlier builds counts. Node resolves packages from the project's node_modules above it.
 */
import {cpSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', 'build', 'build-preview', '.docusaurus', 'bench', '.git', 'test-results']);

/** Replaces `target` (inside `bench/tmp/`) with a fresh copy of the project, entry by entry. */
export function copyProject(target: string): void {
  rmSync(target, {recursive: true, force: true});
  for (const entry of readdirSync(PROJECT_ROOT)) {
    if (SKIP.has(entry) || entry.startsWith('build-')) continue;
    cpSync(path.join(PROJECT_ROOT, entry), path.join(target, entry), {recursive: true});
  }
}
