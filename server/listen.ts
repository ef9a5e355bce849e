import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {serve, type ServerType} from '@hono/node-server';
import {fileSystemAssets} from './assets';
import {createSiteApp} from './site';

export interface ListenOptions {
  buildDir: string;
  baseUrl?: string;
  /** 0 picks a free port. */
  port?: number;
  hostname?: string;
  env?: Record<string, string | undefined>;
}

export interface RunningServer {
  origin: string;
  close: () => Promise<void>;
}

/** Runs the site's edge app on Node; used by `npm run serve`, the e2e tests and the benchmarks. */
export async function listen({buildDir, baseUrl = '/', port = 0, hostname = '127.0.0.1', env = process.env}: ListenOptions): Promise<RunningServer> {
  const app = createSiteApp({assets: fileSystemAssets(path.resolve(buildDir)), baseUrl, env});
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({fetch: app.fetch, port, hostname}, () => resolve(started));
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://${hostname}:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
