import {execFile} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {convertV4MiniflareOptions, Miniflare} from 'miniflare';
import {unstable_getMiniflareWorkerOptions as miniflareWorkerOptions} from 'wrangler';

import {type RunningWorker, WRANGLER_CLI} from './wranglerDev';

/**
 * The site's Worker as production runs it, in `workerd` with nothing in between: the bundle `wrangler
 * deploy` would upload (`--dry-run --outdir`), the bindings and asset routing wrangler.jsonc gives it, and
 * the client talking straight to the runtime. `wrangler dev` (`npm run serve:edge`) puts a local proxy in
 * front that rewrites any absolute URL on the request's own host in a response header to its own scheme,
 * so an `https://` redirect reaches the client as `http://`; the server suite and the security grade use
 * this instead. Offline: `request.cf` is what `cf` says (default: nothing), KV is local and empty.
 */

const run = promisify(execFile);

export interface WorkerdOptions {
  buildDir?: string;
  /** Worker vars for this run on top of wrangler.jsonc's */
  vars?: Record<string, string>;
  cf?: Record<string, unknown>;
}

/** `wrangler deploy --dry-run`: the same bundling, config checks and compatibility settings as a deploy. */
async function bundleWorker(outDir: string, buildDir: string): Promise<string> {
  await run(process.execPath, [WRANGLER_CLI, 'deploy', '--dry-run', '--outdir', outDir, '--assets', buildDir], {
    env: {...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error'},
    timeout: 120_000,
  });
  // Wrangler names the bundle after the entry file (`server/worker/index.ts` → `index.js`).
  const bundles = readdirSync(outDir).filter((file) => file.endsWith('.js'));
  if (bundles.length !== 1) throw new Error(`Expected one Worker bundle in ${outDir}, found: ${bundles.join(', ')}`);
  return path.join(outDir, bundles[0] ?? '');
}

export async function startWorkerd({
  buildDir = 'build',
  vars = {},
  cf = {},
}: WorkerdOptions = {}): Promise<RunningWorker> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'ggphu-worker-bundle-'));
  const assetsDirectory = path.resolve(buildDir);
  const scriptPath = await bundleWorker(outDir, assetsDirectory);
  // `zone` would make the runtime present the production host name instead of the request's own; the
  // bundle is one module, so wrangler's rules for locating more modules do not apply.
  const {
    zone: _zone,
    modulesRules: _rules,
    ...fromConfig
  } = miniflareWorkerOptions('wrangler.jsonc', undefined, {
    overrides: {assets: {directory: assetsDirectory}},
  }).workerOptions;
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      ...fromConfig,
      // Module names are relative to the root: the bundle's own folder.
      rootPath: outDir,
      modules: true,
      scriptPath,
      bindings: {...(fromConfig.bindings ?? {}), ...vars},
      host: '127.0.0.1',
      port: 0,
      cf,
      kvPersist: false,
    }),
  );
  let ready: URL;
  try {
    ready = await miniflare.ready;
  } catch (error) {
    rmSync(outDir, {recursive: true, force: true});
    throw error;
  }
  return {
    origin: ready.origin,
    close: async () => {
      await miniflare.dispose();
      rmSync(outDir, {recursive: true, force: true});
    },
  };
}
