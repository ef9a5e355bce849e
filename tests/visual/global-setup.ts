import {existsSync} from 'node:fs';

import {listen} from '../../server/node/listen';

/**
 * Serves the production build through the edge app on a free port, as tests/e2e does. `VISUAL_BUILD_DIR`
 * (default `build`) lets a developer compare another build directory.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const buildDir = process.env.VISUAL_BUILD_DIR ?? 'build';
  if (!existsSync(`${buildDir}/index.html`)) {
    throw new Error(`${buildDir}/ is missing: run \`npm run build\` (npm test does) before the visual tests.`);
  }
  // Screenshots set the visitor's country with X-Country-Code / X-Region-Code.
  const env = {...process.env, GEO_TRUST_LOCAL_HEADERS: '1', CHAT_STAND_IN: '1'};
  const server = await listen({buildDir, env});
  process.env.E2E_ORIGIN = server.origin;
  process.env.VISUAL_BUILD_DIR = buildDir;
  return server.close;
}
