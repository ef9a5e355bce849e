import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {serve, type ServerType} from '@hono/node-server';
import {fileSystemAssets} from '../../server/assets';
import {createApp} from '../../server/app';

export interface RunningServer {
  origin: string;
  close: () => Promise<void>;
}

/** Starts the edge app on a free loopback port, serving one build folder. */
export async function startEdge(buildDir: string, baseUrl = '/'): Promise<RunningServer> {
  const app = createApp({assets: fileSystemAssets(path.resolve(buildDir)), baseUrl});
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({fetch: app.fetch, port: 0, hostname: '127.0.0.1'}, () => resolve(started));
  });
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
