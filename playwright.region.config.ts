import {defineConfig} from '@playwright/test';

import base from './playwright.config';
import {region} from './src/data/region';

/**
 * Another region's build (`REGION=GGPCA npm run test:region`), served by the edge app like the main suite's:
 * the checks every region's site must pass (`tests/region/pages.spec.ts`) and the region's own rules
 * (`tests/region/<ID>.spec.ts`).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/region',
  testMatch: ['pages.spec.ts', `${region.id}.spec.ts`],
  globalSetup: './tests/region/global-setup.ts',
  outputDir: `test-results/region-${region.id.toLowerCase()}`,
});
