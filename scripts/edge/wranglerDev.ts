import {type ChildProcess, spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The site's Worker (server/worker/index.ts + wrangler.jsonc) in `workerd` through `wrangler dev`, offline: no
 * login, no metrics, remote bindings off, and the real local origin kept (not the custom domain). Offline
 * there is no `request.cf`; Wrangler would substitute a placeholder that claims a US visitor, so it gets an
 * empty one and the app reads the CDN headers (`CF-IPCountry`) as it does behind any other CDN.
 *
 * Wrangler's launcher refuses Node < 22.12; its CLI itself runs offline on the Node 20 of this project's
 * machines, so the CLI file is started directly.
 */

export interface WranglerDevOptions {
  buildDir?: string;
  port?: number;
  /** Worker vars for this run (`PREVIEW`, `GEO_WHITELIST`, …) on top of wrangler.jsonc's */
  vars?: Record<string, string>;
  /** what `request.cf` holds (default: nothing, as offline) */
  cf?: Record<string, unknown>;
  /** echo Wrangler's output */
  verbose?: boolean;
}

export interface RunningWorker {
  origin: string;
  close: () => Promise<void>;
}

export const WRANGLER_CLI = path.resolve('node_modules/wrangler/wrangler-dist/cli.js');

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

async function waitUntilServing(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    const answered = await fetch(`${origin}/api/geo`, {signal: AbortSignal.timeout(2000)}).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`wrangler dev did not answer on ${origin} within ${timeoutMs} ms`);
}

export async function startWranglerDev({
  buildDir = 'build',
  port,
  vars = {},
  cf = {},
  verbose = false,
}: WranglerDevOptions = {}): Promise<RunningWorker> {
  const listenPort = port ?? (await freePort());
  const state = mkdtempSync(path.join(os.tmpdir(), 'ggphu-workerd-'));
  const cfFile = path.join(state, 'cf.json');
  writeFileSync(cfFile, JSON.stringify(cf));
  const args = [
    WRANGLER_CLI,
    'dev',
    '--local',
    '--ip',
    '127.0.0.1',
    '--port',
    String(listenPort),
    '--inspector-port',
    String(await freePort()),
    '--assets',
    path.resolve(buildDir),
    '--persist-to',
    path.join(state, 'state'),
    '--infer-origin-from-routes=false',
    '--live-reload=false',
    '--show-interactive-dev-session=false',
    ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
  ];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', verbose ? 'inherit' : 'pipe', verbose ? 'inherit' : 'pipe'],
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_PATH: cfFile,
      WRANGLER_LOG: verbose ? 'info' : 'warn',
    },
    detached: process.platform !== 'win32',
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${listenPort}`;
  const close = async (): Promise<void> => {
    if (child.exitCode === null && child.pid !== undefined) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        // The process group: wrangler and the workerd it started.
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5000)))]);
      clearTimeout(timer);
    }
    rmSync(state, {recursive: true, force: true});
  };
  try {
    await waitUntilServing(origin, child, 90_000);
  } catch (error) {
    await close();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output.slice(-4000)}`);
  }
  return {origin, close};
}
