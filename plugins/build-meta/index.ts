import {randomBytes} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {isBuildId, type RouteRuleManifest} from '../../src/lib/buildFreshness';

/**
 * Build freshness files: `builds/latest.json` (`{id}`) and `builds/meta/{id}.json` (route-rule
 * manifest: matcher, prerendered), written after the build; the id is also put in every page as
 * `<meta name="ggphu-build-id">` for the client check (`src/clientModules/buildFreshness.ts`).
 * The id is `BUILD_ID` from the environment when valid (CI can pass the commit), else a fresh one.
 */

const BUILD_ID_META = 'ggphu-build-id';

export function newBuildId(env: Record<string, string | undefined> = process.env, now = Date.now()): string {
  const fromEnv = env.BUILD_ID?.trim();
  if (isBuildId(fromEnv)) return fromEnv;
  return `${now.toString(36)}-${randomBytes(4).toString('hex')}`;
}

/** The manifest: no route rules (every route is a static page), and every prerendered path. */
export function routeRuleManifest(id: string, routesPaths: readonly string[], timestamp: number): RouteRuleManifest {
  return {
    id,
    timestamp,
    matcher: {static: {}, wildcard: {}, dynamic: {}},
    prerendered: [...new Set(routesPaths)].sort(),
  };
}

export default function buildMetaPlugin(_context: LoadContext): Plugin {
  const id = newBuildId();
  return {
    name: 'build-meta',
    injectHtmlTags() {
      return {headTags: [{tagName: 'meta', attributes: {name: BUILD_ID_META, content: id}}]};
    },
    async postBuild({outDir, routesPaths}) {
      const dir = path.join(outDir, 'builds');
      await fs.mkdir(path.join(dir, 'meta'), {recursive: true});
      await fs.writeFile(
        path.join(dir, 'meta', `${id}.json`),
        `${JSON.stringify(routeRuleManifest(id, routesPaths, Date.now()))}\n`,
      );
      await fs.writeFile(path.join(dir, 'latest.json'), `${JSON.stringify({id})}\n`);
    },
  };
}
