import {normaliseBaseUrl} from '../../src/siteEnv';
import {listen} from './listen';

/** `npm run serve`: the edge app on Node — `PORT` (default 3000), `HOST`, `BUILD_DIR` (default build), `BASE_URL`. */
async function main(): Promise<void> {
  const port = Number.parseInt(process.env.PORT ?? '3000', 10);
  const baseUrl = normaliseBaseUrl(process.env.BASE_URL);
  const server = await listen({
    buildDir: process.env.BUILD_DIR ?? 'build',
    baseUrl,
    port: Number.isFinite(port) ? port : 3000,
    hostname: process.env.HOST ?? '127.0.0.1',
  });
  console.log(`Serving the site at ${server.origin}${baseUrl}`);
}

void main();
