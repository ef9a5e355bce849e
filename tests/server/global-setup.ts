import {existsSync} from 'node:fs';

import {type RunningWorker, startWorkerd} from '../../scripts/edge/workerdDirect';
import {listen, type RunningServer} from '../../server/node/listen';
import {BUILD_DIR, SUITE_ENV} from './runtimes';

declare global {
  var serverSuiteClosers: (() => Promise<void>)[] | undefined;
}

/**
 * One Node server and one workerd (the deploy bundle, no dev proxy: scripts/edge/workerdDirect.ts) for the
 * whole suite, with the same settings (`npm run serve:edge` runs the same workerd).
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(`${BUILD_DIR}/index.html`)) {
    throw new Error(`${BUILD_DIR}/ is missing: run \`npm run build\` (npm test does) before the server suite.`);
  }
  const [node, worker]: [RunningServer, RunningWorker] = await Promise.all([
    listen({buildDir: BUILD_DIR, env: {...SUITE_ENV}}),
    startWorkerd({buildDir: BUILD_DIR, vars: {...SUITE_ENV}}),
  ]);
  process.env.SERVER_SUITE_NODE_ORIGIN = node.origin;
  process.env.SERVER_SUITE_WORKERD_ORIGIN = worker.origin;
  globalThis.serverSuiteClosers = [node.close, worker.close];
}
