import type {Plugin} from '@docusaurus/types';

import {PAGES_DIR} from '../../site/paths';
import {pageFiles, routeOfPage} from '../../site/routes';
import {region} from '../../src/data/region';

/**
 * The built region, written into every bundle: the browser and server bundles (through the bundler's define
 * plugin) and the boot script (esbuild's `define`). `src/data/region.ts` reads `process.env.REGION`; the
 * navigation data reads `process.env.REGION_ROUTES` (`src/data/regionPages.ts`), the routes the region's
 * content folder has, so menus leave out what this region does not publish.
 */
export function regionDefines(): Record<string, string> {
  const routes = pageFiles().map((file) => routeOfPage(file));
  return {
    'process.env.REGION': JSON.stringify(region.id),
    'process.env.REGION_ROUTES': JSON.stringify(JSON.stringify(routes)),
  };
}

/**
 * The pages every region must have: the home page, and the download page that every Download control of the
 * header and the quick buttons leads to (sign-up and play happen in the downloadable client).
 */
export const REQUIRED_ROUTES = ['/', '/download/'] as const;

/** The required routes the region's content folder lacks. */
export function missingRequiredRoutes(routes: readonly string[]): string[] {
  return REQUIRED_ROUTES.filter((route) => !routes.includes(route));
}

export default function regionPlugin(): Plugin {
  return {
    name: 'region',
    loadContent() {
      const missing = missingRequiredRoutes(pageFiles().map((file) => routeOfPage(file)));
      if (missing.length > 0) {
        throw new Error(
          `Region ${region.id} lacks pages every region needs: ${missing.join(', ')} (add them under ${PAGES_DIR})`,
        );
      }
    },
    configureWebpack(_config, _isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {plugins: [new DefinePlugin(regionDefines())]};
    },
  };
}
