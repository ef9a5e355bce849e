import {existsSync} from 'node:fs';

import {DEFAULT_REGION_ID} from '../../regions';
import {listen} from '../../server/node/listen';
import {regionBuildDir} from '../../site/paths';
import {region} from '../../src/data/region';

/** Serves the build of the region named by REGION (`build-ggpca/`) through the edge app on a free port. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (region.id === DEFAULT_REGION_ID) {
    throw new Error('Name another region: REGION=GGPCA npm run test:region (the main suite tests the default one).');
  }
  const buildDir = regionBuildDir(region.id);
  if (!existsSync(`${buildDir}/index.html`)) {
    throw new Error(`${buildDir}/ is missing: run REGION=${region.id} npm run build:region (npm test does) first.`);
  }
  const env = {...process.env, GEO_TRUST_LOCAL_HEADERS: '1', CHAT_STAND_IN: '1'};
  const site = await listen({buildDir, env});
  process.env.E2E_ORIGIN = site.origin;
  process.env.E2E_BUILD_DIR = buildDir;
  return site.close;
}
