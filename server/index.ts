import path from 'node:path';
import {serve} from '@hono/node-server';
import {fileSystemAssets} from './assets';
import {createApp} from './app';
import {normaliseBaseUrl} from '../src/siteEnv';

/** Starts the edge app on Node: `PORT` (default 3000), `BUILD_DIR` (default build), `BASE_URL`. */
const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const baseUrl = normaliseBaseUrl(process.env.BASE_URL);

const app = createApp({assets: fileSystemAssets(buildDir), baseUrl});

serve({fetch: app.fetch, port, hostname: process.env.HOST ?? '127.0.0.1'}, (info) => {
  console.log(`Serving ${buildDir} at http://${info.address}:${info.port}${baseUrl}`);
});
