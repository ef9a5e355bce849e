import {existsSync} from 'node:fs';

import {listen} from '../../server/node/listen';

export const PREVIEW_BASE = '/preview/x/';

/**
 * Serves the production build (and the preview build, when `npm test` made one) through the edge app
 * on free ports. Workers read the origins from the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync('build/index.html')) {
    throw new Error('build/ is missing: run `npm run build` (npm test does) before Playwright.');
  }
  // Tests set the visitor's country with X-Country-Code / X-Region-Code (server/core/api/geo.ts); the chat
  // runs against its local stand-in (server/core/api/chatCapacity.ts).
  const env = {...process.env, GEO_TRUST_LOCAL_HEADERS: '1', CHAT_STAND_IN: '1'};
  const production = await listen({buildDir: 'build', env});
  process.env.E2E_ORIGIN = production.origin;
  const closers = [production.close];

  if (existsSync('build-preview/index.html')) {
    const preview = await listen({buildDir: 'build-preview', baseUrl: PREVIEW_BASE, env});
    process.env.E2E_PREVIEW_ORIGIN = preview.origin;
    closers.push(preview.close);
  }
  return async () => {
    await Promise.all(closers.map((close) => close()));
  };
}
