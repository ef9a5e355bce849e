import type {Plugin} from '@docusaurus/types';

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

export default function regionPlugin(): Plugin {
  return {
    name: 'region',
    configureWebpack(_config, _isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      return {plugins: [new DefinePlugin(regionDefines())]};
    },
  };
}
