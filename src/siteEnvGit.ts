/**
 * A preview built without `PREVIEW_BRANCH`, `PREVIEW_COMMIT` or `REPOSITORY_URL` takes them from the git checkout.
 * Apart from `siteEnv.ts` so the edge server, which also reads that, never loads child_process.
 */
import {execFileSync} from 'node:child_process';

function git(args: string[]): string {
  try {
    return execFileSync('git', args, {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return '';
  }
}

export function withGitFallback(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  if (!/^(1|true|yes)$/i.test(env.PREVIEW ?? '')) return env;
  return {
    ...env,
    PREVIEW_BRANCH: env.PREVIEW_BRANCH || env.GITHUB_HEAD_REF || git(['rev-parse', '--abbrev-ref', 'HEAD']),
    PREVIEW_COMMIT: env.PREVIEW_COMMIT || git(['rev-parse', 'HEAD']),
    // `git@github.com:owner/repo.git` → `https://github.com/owner/repo.git`; https addresses as they are.
    REPOSITORY_URL: env.REPOSITORY_URL || git(['remote', 'get-url', 'origin']).replace(/^git@([^:]+):/, 'https://$1/'),
  };
}
