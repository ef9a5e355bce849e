/** The files a branch changed (committed, uncommitted and untracked), for `--changed [ref]` and `npm run review`. */
import {execFileSync, spawnSync} from 'node:child_process';

import {SITE_ROOT} from '../../site/paths';
import {messages} from '../../src/lib/check/messages';

export function git(args: string[], cwd = SITE_ROOT): string {
  return execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();
}

function refExists(ref: string): boolean {
  return spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {cwd: SITE_ROOT}).status === 0;
}

/** The commit `ref` names; an unknown ref is an error that names it. */
export function resolveCommit(ref: string): string {
  if (!refExists(ref)) throw new Error(messages.unknownRef(ref));
  return git(['rev-parse', `${ref}^{commit}`]);
}

/** The files changed since `commit` (deleted ones left out) and the untracked ones, sorted. */
export function filesChangedSince(commit: string): string[] {
  const lists = [
    git(['diff', '--name-only', '--diff-filter=d', commit]),
    git(['ls-files', '--others', '--exclude-standard']),
  ];
  return [...new Set(lists.flatMap((list) => list.split('\n')).filter(Boolean))].sort();
}

/** The files changed since the merge-base with `requestedRef` (origin/main, else main), and a note for the summary. */
export function changedFiles(requestedRef?: string): {files: string[]; note: string} {
  if (requestedRef && !refExists(requestedRef)) throw new Error(messages.unknownRef(requestedRef));
  const ref = requestedRef || ['origin/main', 'main'].find(refExists);
  if (!ref) throw new Error(messages.noMainBranch);
  const note = !requestedRef && ref === 'main' ? messages.comparedWithLocalMain : messages.comparedWith(ref);
  const base = git(['merge-base', ref, 'HEAD']);
  return {files: filesChangedSince(base), note: `${note} (${base.slice(0, 7)})`};
}
