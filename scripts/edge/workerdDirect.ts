import {execFile} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {convertV4MiniflareOptions, Miniflare} from 'miniflare';
import {unstable_getMiniflareWorkerOptions as miniflareWorkerOptions} from 'wrangler';

/**
 * The Worker's deploy bundle in `workerd` with nothing in between, not through `wrangler dev`: its local proxy
 * rewrites any absolute URL on the request's own host in a response header to its own scheme, so an `https://`
 * redirect would reach the client as `http://`. Offline: `request.cf` is what `cf` says, KV is local and empty.
 */

const run = promisify(execFile);
const WRANGLER_CLI = path.resolve('node_modules/wrangler/wrangler-dist/cli.js');

export interface WorkerdOptions {
  buildDir?: string;
  /** 0 (the default): any free port */
  port?: number;
  /** Worker vars for this run (`PREVIEW`, `GEO_WHITELIST`, …) on top of wrangler.jsonc's */
  vars?: Record<string, string>;
  cf?: Record<string, unknown>;
}

export interface RunningWorker {
  origin: string;
  close: () => Promise<void>;
}

/** For a server that must know its own address before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The same bundling, config checks and compatibility settings as a deploy. */
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
  port = 0,
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
      port,
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
