import {randomBytes} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {isBuildId} from '../../src/lib/buildFreshness';

/** The build's id in `builds/latest.json` and every page, for `src/clientModules/buildFreshness.ts`. */

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
