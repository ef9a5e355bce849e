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
 * Keeps theme code and CSS the site does not use out of the browser bundle. Own code in place of what Docusaurus
 * ships stays only with a figure (`bench/results.md`, "Own code or the library's": at least 5 KB gzip saved, or a
 * first visit that would grow by more than 1 KB without it); the Helmet, `nprogress` and `tslib` stand-ins and the
 * rewrite of the site's strings went by that rule.
 * - the Prism highlighter (no page has code blocks; `src/theme/MDXComponents.tsx` maps `code`/`pre` to
 *   plain elements). The server-side render keeps the real package, so theme options validate as usual;
 * - the theme's interface strings for components this site does not have (`themeStrings.ts`; 1.7 KB in the last
 *   stand-ins run, due for a figure under that rule);
 * - the parts of Infima no page can use, by PurgeCSS (`infimaPurge.ts`);
 * - fonts inlined into the stylesheet;
 * - the readable half of CSS modules' class names in production (`shortClassNames.ts`);
 * - the styles of components that load on demand (`ON_DEMAND_STYLES`) from the one site stylesheet: they
 *   travel with their component's chunk instead, so a visitor who never gets one never downloads them.
 */
/**
 * Fonts are always files, never data URLs in the stylesheet (Docusaurus inlines any file under 10 kB): a
 * font inlined in CSS is downloaded by every visitor whether a page needs it or not, and makes the
 * stylesheet larger (the 2 kB Hungarian Inter files).
 */
function neverInlineFonts(config: WebpackConfig): void {
  for (const use of loaderUsesFor(config, 'x.woff2')) {
    if (use.loader?.includes('url-loader') && use.options) use.options.limit = false;
  }
}

/**
 * Components that are never in a page's server-rendered HTML and load only when a visitor needs one (the
 * region warning and Ontario modals, `src/components/visitor/VisitorModals`; the world-record certificate is
 * in every page's HTML, so its styles are in the site stylesheet). Docusaurus puts every style
 * into one stylesheet so that styles of server-rendered components are there at first paint; these need not
 * be, because the chunk loader waits for a chunk's stylesheet before the component renders.
 */
const ON_DEMAND_STYLES = /[\\/]src[\\/]components[\\/]visitor[\\/](?:OntarioModal|RegionWarningModal)[\\/]/;

/** The site stylesheet's cache group takes every style except the on-demand ones. */
export function inSiteStylesheet(module: {nameForCondition?: () => string | null}): boolean {
  const name = module.nameForCondition?.() ?? '';
  return !ON_DEMAND_STYLES.test(name);
}

/** Every interface string, as Docusaurus generated them for this build (site strings over the theme's). */
function allTranslations(context: LoadContext): Record<string, string> {
  const file = path.join(context.generatedFilesDir, 'codeTranslations.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

/** The browser's stand-in for Prism: the real package adds 25.0 KB gzip to the app (bench/results.md, 2026-11-29). */
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
      // The site's own sources and the built region's content; not the writers' editor (its page has its own
      // styles), nor another region's content (English prose names some of Infima's classes, which would keep
      // their rules), nor this plugin, whose comments name the classes it removes, nor the component
      // catalogue where the build has no catalogue page (production).
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
      // The browser's table of strings without the theme's strings no component here asks for (`themeStrings.ts`).
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
