import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
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

/** The folder whose index lists every region (`regions/index.ts`). */
const REGISTRY_DIR = path.join(SITE_ROOT, 'regions');

/** The file a region's operator facts are written in. */
const regionFactsFile = (id: string): string => path.join(REGISTRY_DIR, id, 'operatorFacts.ts');

/** An import's target without its extension and `/index`, as a full path (null for a package's name). */
const targetOf = (context: string, request: string): string | null =>
  request.startsWith('.') ? path.resolve(context, request).replace(/(?:[\\/]index)?\.ts$|[\\/]index$/, '') : null;

/**
 * The three swaps, the same for both bundlers: an import `isSwapped` names (from the importing folder and the
 * request) gets `source` instead, as a generated file of that name (webpack) or a module of its own (esbuild).
 */
export const SWAPS = {
  /**
   * `regions/index.ts` gives the bundles the built region alone, so a page carries its own region's settings and
   * words, not every region's. (Node, the tools and the tests keep the whole list.)
   */
  registry: {
    filter: /regions(?:\/index)?$/,
    isSwapped: (context: string, request: string) => targetOf(context, request) === REGISTRY_DIR,
    source: () =>
      [
        `import {${region.id}} from ${JSON.stringify(path.join(REGISTRY_DIR, region.id, 'region'))};`,
        `export const REGIONS = {${region.id}};`,
        `export const DEFAULT_REGION_ID = ${JSON.stringify(region.id)};`,
        '',
      ].join('\n'),
  },
  /**
   * `regions/facts.ts` gives the built region's facts file, imported by its full path (so the swap below leaves
   * it alone). Only `src/data/operatorFacts.ts` reads it, so the facts travel with the pages that show one.
   */
  facts: {
    filter: /facts$/,
    isSwapped: (context: string, request: string) => targetOf(context, request) === path.join(REGISTRY_DIR, 'facts'),
    source: () =>
      [
        `import {operatorFacts} from ${JSON.stringify(regionFactsFile(region.id).replace(/\.ts$/, ''))};`,
        `export const REGION_FACTS = {${region.id}: operatorFacts};`,
        '',
      ].join('\n'),
  },
  /**
   * A region config's own facts (`./operatorFacts`) give nothing it can read. Every page's main bundle and the
   * boot script carry the region config; the facts (about a kilobyte of compressed script each) are read only
   * through `src/data/operatorFacts.ts`. Any read throws, so code that starts to read them from the config fails
   * its tests instead of reading nothing.
   */
  noOperatorFacts: {
    filter: /^\.\/operatorFacts$/,
    isSwapped: (context: string, request: string) =>
      request === './operatorFacts' && path.dirname(context) === REGISTRY_DIR,
    source: () =>
      [
        'const refuse = () => {',
        "  throw new Error('The bundles read operator facts through src/data/operatorFacts.ts, not the region config');",
        '};',
        'export const operatorFacts = new Proxy({}, {get: refuse, has: refuse, ownKeys: refuse});',
        '',
      ].join('\n'),
  },
};

/** The swaps for esbuild (the boot script). */
export function builtRegistryEsbuildPlugin(): EsbuildPlugin {
  return {
    name: 'built-region-registry',
    setup(build) {
      for (const [name, {filter, isSwapped}] of Object.entries(SWAPS)) {
        build.onResolve({filter}, (args) =>
          isSwapped(args.resolveDir, args.path) ? {path: name, namespace: 'region'} : undefined,
        );
      }
      build.onLoad({filter: /.*/, namespace: 'region'}, (args) => ({
        contents: SWAPS[args.path as keyof typeof SWAPS].source(),
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
  return {
    name: 'region',
    loadContent() {
      if (!existsSync(regionFactsFile(region.id))) {
        throw new Error(
          `Region ${region.id} has no operator facts file: write ${path.relative(SITE_ROOT, regionFactsFile(region.id))}`,
        );
      }
      const missing = missingRequiredRoutes(pageFiles().map((file) => routeOfPage(file)));
      if (missing.length > 0) {
        throw new Error(
          `Region ${region.id} lacks pages every region needs: ${missing.join(', ')} (add them under ${PAGES_DIR})`,
        );
      }
    },
    configureWebpack(_config, _isServer, utils) {
      const {DefinePlugin, NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      const dir = path.join(context.generatedFilesDir, 'region');
      mkdirSync(dir, {recursive: true});
      const swaps = Object.entries(SWAPS).map(([name, {filter, isSwapped, source}]) => {
        const file = path.join(dir, `${name}.ts`);
        writeFileSync(file, source());
        return new NormalModuleReplacementPlugin(filter, (resource) => {
          if (isSwapped(resource.context, resource.request)) resource.request = file;
        });
      });
      return {plugins: [new DefinePlugin(regionDefines()), ...swaps]};
    },
  };
}
