import {normaliseBaseUrl} from '../../src/siteEnv';
import {startWorkerd} from './workerdDirect';

/** `npm run serve:edge` after the build: the Worker's deploy bundle in workerd on `PORT` (default 8787), until Ctrl+C. */
async function main(): Promise<void> {
  const port = Number.parseInt(process.env.PORT ?? '8787', 10);
  const vars: Record<string, string> = {BASE_URL: normaliseBaseUrl(process.env.BASE_URL)};
  for (const name of ['PREVIEW', 'GEO_WHITELIST', 'GEO_TRUST_LOCAL_HEADERS', 'CHAT_STAND_IN']) {
    const value = process.env[name];
    if (value !== undefined) vars[name] = value;
  }
  const worker = await startWorkerd({
    buildDir: process.env.BUILD_DIR ?? 'build',
    port: Number.isFinite(port) ? port : 8787,
    vars,
  });
  console.log(`Serving the site from workerd at ${worker.origin}${vars.BASE_URL}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void worker.close().then(() => process.exit(0)));
  }
}

void main();
