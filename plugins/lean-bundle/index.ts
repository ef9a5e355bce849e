import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {CONTENT_DIR} from '../../site/paths';
import {catalogueEnabled} from '../component-catalogue';
import {type CssPlugin, infimaPropertiesIn, infimaPurge} from './infimaPurge';
import {partsOn} from './parts';
import {
  loaderUsesFor,
  numberedClassNames,
  shortenModuleClassNames,
  shortLocalIdent,
  type WebpackConfig,
} from './shortClassNames';
import {browserTranslations, themeStringProblems} from './themeStrings';

/**
 * Keeps theme code and CSS the site does not use out of the browser bundle (the parts: `parts.ts`). Own code in
 * place of what Docusaurus ships stays only with a figure (`bench/results.md`, "Own code or the library's": at
 * least 5 KB gzip saved, or a first visit that would grow by more than 1 KB without it). The theme strings
 * (1.7 KB in the last stand-ins run) are due for a figure under that rule.
 */
/**
 * Docusaurus inlines any file under 10 kB: an inlined font is downloaded by every visitor whether a page needs
 * it or not (the 2 kB Hungarian Inter files).
 */
function neverInlineFonts(config: WebpackConfig): void {
  for (const use of loaderUsesFor(config, 'x.woff2')) {
    if (use.loader?.includes('url-loader') && use.options) use.options.limit = false;
  }
}

/**
 * Components never in a page's server-rendered HTML (the world-record certificate is, so it is not here): their
 * styles travel with their chunk, whose loader waits for the stylesheet before the component renders.
 */
const ON_DEMAND_STYLES = /[\\/]src[\\/]components[\\/]visitor[\\/](?:OntarioModal|RegionWarningModal)[\\/]/;

export function inSiteStylesheet(module: {nameForCondition?: () => string | null}): boolean {
  return !ON_DEMAND_STYLES.test(module.nameForCondition?.() ?? '');
}

function allTranslations(context: LoadContext): Record<string, string> {
  const file = path.join(context.generatedFilesDir, 'codeTranslations.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * The browser's stand-in for Prism: the real package adds 25.0 KB gzip to the app (bench/results.md, 2026-11-29).
 * No page has code blocks (`src/theme/MDXComponents.tsx`); the server render keeps the real package, so theme
 * options validate as usual.
 */
const PRISM_STAND_IN = 'src/stubs/prismReactRenderer.ts';

export default function leanBundlePlugin(context: LoadContext): Plugin {
  const on = partsOn();
  let localIdent: ReturnType<typeof shortLocalIdent> | undefined;
  const aliases = on.has('prism') ? {'prism-react-renderer$': path.join(context.siteDir, PRISM_STAND_IN)} : {};
  return {
    name: 'lean-bundle',
    postBuild({outDir}) {
      if (!on.has('theme-strings')) return;
      const jsDir = path.join(outDir, 'assets', 'js');
      const scripts = readdirSync(jsDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(jsDir, file), 'utf8'));
      const problems = themeStringProblems(scripts, allTranslations(context));
      if (problems.length > 0)
        throw new Error(`Theme strings (plugins/lean-bundle/themeStrings.ts):\n${problems.join('\n')}`);
    },
    configurePostCss(options) {
      if (!on.has('infima-purge')) return options;
      // Not the editor (own styles), another region's content (its English prose names Infima's classes), this
      // plugin (its comments name the classes it removes), nor the catalogue where the build has none.
      const skipped = ['src/admin', 'plugins/writers-editor', 'plugins/lean-bundle'];
      if (!catalogueEnabled(process.env)) skipped.push('plugins/component-catalogue');
      const site = (dir: string): string => path.join(context.siteDir, dir);
      // Infima's custom properties are also read by the site's styles and the theme's stylesheets and components.
      const theme = ['theme-classic', 'theme-common'].map((name) =>
        path.dirname(require.resolve(`@docusaurus/${name}`)),
      );
      // First in the list: it has to see Infima before Docusaurus wraps it in a cascade layer (`infimaPurge.ts`).
      (options.plugins as CssPlugin[]).unshift(
        infimaPurge({
          content: ['src', CONTENT_DIR, 'plugins'].map(site),
          skipped: skipped.map(site),
          readProperties: infimaPropertiesIn([site('src'), site('plugins'), ...theme]),
        }),
      );
      return options;
    },
    configureWebpack(config, isServer, utils) {
      neverInlineFonts(config);
      if (process.env.NODE_ENV === 'production' && on.has('short-class-names')) {
        // One naming for both builds (server and browser), so the names in the HTML are the browser's.
        localIdent ??= shortLocalIdent(numberedClassNames(context.siteDir));
        shortenModuleClassNames(config, localIdent);
      }
      if (isServer) return {};
      const browser = {
        optimization: {splitChunks: {cacheGroups: {styles: {test: inSiteStylesheet}}}},
        resolve: {alias: aliases},
      };
      if (process.env.NODE_ENV !== 'production' || !on.has('theme-strings')) return browser;
      // The dev server keeps Docusaurus's own table, so an edited `code.json` shows at once.
      const browserStrings = path.join(context.generatedFilesDir, 'lean-bundle', 'codeTranslations.json');
      mkdirSync(path.dirname(browserStrings), {recursive: true});
      writeFileSync(browserStrings, JSON.stringify(browserTranslations(allTranslations(context))));
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        ...browser,
        plugins: [new NormalModuleReplacementPlugin(/^@generated\/codeTranslations$/, browserStrings)],
      };
    },
  };
}
