import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Plugin as EsbuildPlugin} from 'esbuild';

import {PAGES_DIR, SITE_ROOT} from '../../site/paths';
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

/** What the bundler's module-replacement callback is given: the importing folder and the request. */
interface Resource {
  context: string;
  request: string;
}

/** The folder whose index lists every region (`regions/index.ts`). */
const REGISTRY_DIR = path.join(SITE_ROOT, 'regions');

/**
 * The registry the bundles get instead of `regions/index.ts`: the built region alone, so a page carries its own
 * region's settings and words, not every region's. (Node, the tools and the tests keep the whole list.)
 */
export function builtRegistrySource(): string {
  const config = path.join(REGISTRY_DIR, region.id, 'region');
  return [
    `import {${region.id}} from ${JSON.stringify(config)};`,
    `export const REGIONS = {${region.id}};`,
    `export const DEFAULT_REGION_ID = ${JSON.stringify(region.id)};`,
    '',
  ].join('\n');
}

/** Whether an import of `request` from the folder `context` names the registry (`regions`, `regions/index`). */
export function isRegistryImport(context: string, request: string): boolean {
  if (!request.startsWith('.')) return false;
  const target = path.resolve(context, request).replace(/[\\/]index(?:\.ts)?$/, '');
  return target === REGISTRY_DIR;
}

/** Whether an import of `request` from the folder `context` is a region's own operator facts. */
export function isRegionFactsImport(context: string, request: string): boolean {
  return request === './operatorFacts' && path.dirname(context) === REGISTRY_DIR;
}

/**
 * What the boot script gets for a region's operator facts: nothing it can read. The facts and their labels are
 * for the app's pages, the check and the deploy gate (about a kilobyte and a quarter of the boot's script once
 * compressed); any read here throws, so boot code that starts to need them fails its tests instead of reading
 * nothing.
 */
export const BOOT_OPERATOR_FACTS_SOURCE = [
  'const refuse = () => {',
  "  throw new Error('The boot script reads no operator facts: they are for the app (src/data/operatorFacts.ts)');",
  '};',
  'export const operatorFacts = new Proxy({}, {get: refuse, has: refuse, ownKeys: refuse});',
  '',
].join('\n');

/**
 * The same swap for esbuild (the boot script): the registry import resolves to the built region's list, and the
 * region's operator facts to `BOOT_OPERATOR_FACTS_SOURCE`.
 */
export function builtRegistryEsbuildPlugin(): EsbuildPlugin {
  return {
    name: 'built-region-registry',
    setup(build) {
      build.onResolve({filter: /regions(?:\/index)?$/}, (args) =>
        isRegistryImport(args.resolveDir, args.path) ? {path: 'built-region-registry', namespace: 'region'} : undefined,
      );
      build.onResolve({filter: /^\.\/operatorFacts$/}, (args) =>
        isRegionFactsImport(args.resolveDir, args.path)
          ? {path: 'boot-operator-facts', namespace: 'region'}
          : undefined,
      );
      build.onLoad({filter: /.*/, namespace: 'region'}, (args) => ({
        contents: args.path === 'boot-operator-facts' ? BOOT_OPERATOR_FACTS_SOURCE : builtRegistrySource(),
        loader: 'ts',
        resolveDir: SITE_ROOT,
      }));
    },
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

export default function regionPlugin(context: LoadContext): Plugin {
  const registryFile = path.join(context.generatedFilesDir, 'region', 'registry.ts');
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
      const {DefinePlugin, NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      mkdirSync(path.dirname(registryFile), {recursive: true});
      writeFileSync(registryFile, builtRegistrySource());
      const swapRegistry = new NormalModuleReplacementPlugin(/regions(?:\/index)?$/, (resource: Resource) => {
        if (isRegistryImport(resource.context, resource.request)) resource.request = registryFile;
      });
      return {plugins: [new DefinePlugin(regionDefines()), swapRegistry]};
    },
  };
}
