/**
 * The files a branch changed, for `npm run check -- --changed [ref]`: committed since the merge-base with the
 * reference, plus uncommitted and untracked files. The default reference is `origin/main`; a clone without it
 * falls back to the local `main` (and says so).
 */
import {execFileSync} from 'node:child_process';

import {SITE_ROOT} from '../../site/paths';
import {messages} from '../../src/lib/check/messages';

function git(args: string[]): string {
  return execFileSync('git', args, {cwd: SITE_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
}

function refExists(ref: string): boolean {
  try {
    git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

export interface ChangedFiles {
  files: string[];
  /** What the files were compared with, in the region's language, for the summary line. */
  note: string;
}

export function changedFiles(requestedRef?: string): ChangedFiles {
  if (requestedRef && !refExists(requestedRef)) throw new Error(messages.unknownRef(requestedRef));
  const ref = requestedRef || ['origin/main', 'main'].find(refExists);
  if (!ref) throw new Error(messages.noMainBranch);
  const note = !requestedRef && ref === 'main' ? messages.comparedWithLocalMain : messages.comparedWith(ref);
  const base = git(['merge-base', ref, 'HEAD']);
  const lists = [
    git(['diff', '--name-only', '--diff-filter=d', base]),
    git(['ls-files', '--others', '--exclude-standard']),
  ];
  const files = [...new Set(lists.flatMap((list) => list.split('\n')).filter(Boolean))].sort();
  return {files, note: `${note} (${base.slice(0, 7)})`};
}
