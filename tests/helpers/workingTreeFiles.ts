import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

/** The repository's root folder. */
export const REPOSITORY_ROOT = path.join(__dirname, '../..');

/**
 * The repository's files as a commit would have them: those git tracks and the new ones it does not ignore,
 * that still exist in the working tree (paths from the root, with `/`). A repository rule checks these, so a
 * file that breaks it fails before it is committed.
 */
export function workingTreeFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: REPOSITORY_ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(REPOSITORY_ROOT, file)));
}
