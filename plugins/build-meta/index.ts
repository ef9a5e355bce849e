import {randomBytes} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {isBuildId} from '../../src/lib/buildFreshness';

/**
 * Build freshness: `builds/latest.json` (`{id}`), written after the build; the id is also put in every page as
 * `<meta name="ggphu-build-id">` for the client check (`src/clientModules/buildFreshness.ts`).
 * The id is `BUILD_ID` from the environment when valid (CI can pass the commit), else a fresh one.
 */

export function newBuildId(env: Record<string, string | undefined> = process.env, now = Date.now()): string {
  const fromEnv = env.BUILD_ID?.trim();
  if (isBuildId(fromEnv)) return fromEnv;
  return `${now.toString(36)}-${randomBytes(4).toString('hex')}`;
}

export default function buildMetaPlugin(_context: LoadContext): Plugin {
  const id = newBuildId();
  return {
    name: 'build-meta',
    injectHtmlTags() {
      return {headTags: [{tagName: 'meta', attributes: {name: 'ggphu-build-id', content: id}}]};
    },
    async postBuild({outDir}) {
      await fs.mkdir(path.join(outDir, 'builds'), {recursive: true});
      await fs.writeFile(path.join(outDir, 'builds', 'latest.json'), `${JSON.stringify({id})}\n`);
    },
  };
}
