import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {CONTENT_DIR} from '../../site/paths';
import {catalogueEnabled} from '../component-catalogue';
import {THEME_INFIMA_CLASSES} from './infimaClasses';
import {type CssPlugin, infimaPurge, sourceTokens} from './infimaPurge';
import {infimaPropertiesIn, infimaPurge as infimaPurgeCss} from './infimaPurgeCss';
import {idsInlinedEverywhere, sourcesUnder} from './inlineStrings';
import {loaderUsesFor, type WebpackConfig} from './loaderUses';
import {type LeanBundlePart, partsOn} from './parts';
import {numberedClassNames, shortenModuleClassNames, shortLocalIdent} from './shortClassNames';
import {browserTranslations, themeStringProblems} from './themeStrings';

/**
 * Keeps theme code and CSS the site does not use out of the browser bundle:
 * - the Prism highlighter (no page has code blocks; `src/theme/MDXComponents.tsx` maps `code`/`pre` to
 *   plain elements). The server-side render keeps the real package, so theme options validate as usual;
 * - all of `tslib` where the browser needs one helper (`src/stubs/tslib.ts`);
 * - the `nprogress` package, for the one bar the theme draws with it (`src/stubs/nprogress.ts`);
 * - `react-helmet-async`'s server renderer and checks: the browser keeps `<head>` in step with a small
 *   stand-in (`src/stubs/reactHelmetAsync.tsx`), the server render uses the package;
 * - the theme's interface strings for components this site does not have (`themeStrings.ts`), and the table
 *   of the site's own strings, which are written into the code that shows them (`inlineStrings.ts`);
 * - the parts of Infima no page can use (pagination, pills, tabs, avatars, the docs sidebar, spacing
 *   helpers, …): a selector stays when every class it needs is one the theme renders here or a word in
 *   our sources, pages or plugins; and Infima's custom properties nothing reads;
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
/** Whether the site has the dark colour mode alone: dark by default, no switch, the system's preference ignored. */
export function isDarkModeOnly(context: Pick<LoadContext, 'siteConfig'>): boolean {
  const colorMode = (context.siteConfig.themeConfig as {colorMode?: Record<string, unknown>}).colorMode ?? {};
  return (
    colorMode.defaultMode === 'dark' && colorMode.disableSwitch === true && colorMode.respectPrefersColorScheme !== true
  );
}

function allTranslations(context: LoadContext): Record<string, string> {
  return JSON.parse(readFileSync(path.join(context.generatedFilesDir, 'codeTranslations.json'), 'utf8')) as Record<
    string,
    string
  >;
}

type ReplacementPlugin = Parameters<
  NonNullable<Plugin['configureWebpack']>
>[2]['currentBundler']['instance']['NormalModuleReplacementPlugin'];

/**
 * Production builds: the browser's table of strings without the theme's unused ones and without the site's
 * strings written into the code (`themeStrings.ts`, `inlineStrings.ts`). The dev server keeps Docusaurus's own
 * table, so an edited `code.json` shows at once.
 */
function browserStringsConfig(context: LoadContext, Replacement: ReplacementPlugin, on: Set<LeanBundlePart>) {
  const browserStrings = path.join(context.generatedFilesDir, 'lean-bundle', 'codeTranslations.json');
  const table = allTranslations(context);
  const codeDirs = ['src', 'plugins', 'regions'].map((dir) => path.join(context.siteDir, dir));
  const sources = sourcesUnder([...codeDirs, path.join(context.siteDir, CONTENT_DIR)]);
  const inlined = on.has('inline-strings') ? idsInlinedEverywhere(sources, table) : new Set<string>();
  const themeInUse = on.has('theme-strings') ? undefined : Object.keys(table).filter((id) => id.startsWith('theme.'));
  mkdirSync(path.dirname(browserStrings), {recursive: true});
  writeFileSync(browserStrings, JSON.stringify(browserTranslations(table, inlined, themeInUse)));
  if (!on.has('inline-strings')) return {plugins: [new Replacement(/^@generated\/codeTranslations$/, browserStrings)]};
  return {
    plugins: [new Replacement(/^@generated\/codeTranslations$/, browserStrings)],
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          include: codeDirs,
          enforce: 'pre' as const,
          use: [
            {
              loader: path.join(context.siteDir, 'plugins/lean-bundle/inlineStringsLoader.cjs'),
              // The strings' file, so that a changed translation rebuilds the modules that show it.
              options: {table, tableFile: path.join(context.localizationDir, 'code.json')},
            },
          ],
        },
      ],
    },
  };
}

/** Measuring only (bench): the library ways tried in place of own code, `LEAN_BUNDLE_TRY=purgecss,hash-names`. */
const TRYING = (process.env.LEAN_BUNDLE_TRY ?? '').split(',');

/** The browser's stand-ins for packages (`src/stubs/`), by the part that puts each in place. */
const STAND_INS: Partial<Record<LeanBundlePart, [string, string]>> = {
  prism: ['prism-react-renderer$', 'src/stubs/prismReactRenderer.ts'],
  tslib: ['tslib$', 'src/stubs/tslib.ts'],
  nprogress: ['nprogress$', 'src/stubs/nprogress.ts'],
  helmet: ['react-helmet-async$', 'src/stubs/reactHelmetAsync.tsx'],
};

export default function leanBundlePlugin(context: LoadContext): Plugin {
  const on = partsOn();
  let localIdent: ReturnType<typeof shortLocalIdent> | undefined;
  const aliases = Object.fromEntries(
    Object.entries(STAND_INS)
      .filter(([part]) => on.has(part as LeanBundlePart))
      .map(([, [name, file]]) => [name, path.join(context.siteDir, file)]),
  );
  return {
    name: 'lean-bundle',
    postBuild({outDir}) {
      if (!on.has('theme-strings')) return Promise.resolve();
      const jsDir = path.join(outDir, 'assets', 'js');
      const scripts = readdirSync(jsDir)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(path.join(jsDir, file), 'utf8'));
      const problems = themeStringProblems(scripts, allTranslations(context));
      if (problems.length > 0) {
        return Promise.reject(
          new Error(`Theme strings (plugins/lean-bundle/themeStrings.ts):\n${problems.join('\n')}`),
        );
      }
      return Promise.resolve();
    },
    configurePostCss(options) {
      // The site's own sources and the built region's content; not the writers' editor (its page has its own
      // styles), nor another region's content (English prose names some of Infima's classes, which would keep
      // their rules), nor this plugin, whose comments name the classes it removes, nor the component
      // catalogue where the build has no catalogue page (production).
      const skipped = ['src/admin', 'plugins/writers-editor', 'plugins/lean-bundle'];
      if (!catalogueEnabled(process.env)) skipped.push('plugins/component-catalogue');
      const ours = sourceTokens(
        ['src', CONTENT_DIR, 'plugins'].map((dir) => path.join(context.siteDir, dir)),
        skipped.map((dir) => path.join(context.siteDir, dir)),
      );
      const used = new Set([...THEME_INFIMA_CLASSES, ...ours]);
      // Infima's custom properties are also read by the theme's own stylesheets and components.
      const theme = sourceTokens(
        ['theme-classic', 'theme-common'].map((name) => path.dirname(require.resolve(`@docusaurus/${name}`))),
      );
      // Measuring only (bench): PurgeCSS in place of the purge by hand.
      if (on.has('infima-purge') && TRYING.includes('purgecss')) {
        const readers = [path.join(context.siteDir, 'src'), path.join(context.siteDir, 'plugins')].concat(
          ['theme-classic', 'theme-common'].map((name) => path.dirname(require.resolve(`@docusaurus/${name}`))),
        );
        (options.plugins as CssPlugin[]).unshift(
          infimaPurgeCss({
            content: ['src', CONTENT_DIR, 'plugins'].map((dir) => path.join(context.siteDir, dir)),
            skipped: skipped.map((dir) => path.join(context.siteDir, dir)),
            readProperties: infimaPropertiesIn(readers),
          }),
        );
        return options;
      }
      if (on.has('infima-purge'))
        (options.plugins as CssPlugin[]).push(
          infimaPurge(used, new Set([...used, ...theme]), {darkModeOnly: isDarkModeOnly(context)}),
        );
      return options;
    },
    configureWebpack(config, isServer, utils) {
      neverInlineFonts(config);
      if (process.env.NODE_ENV === 'production' && TRYING.includes('hash-names')) {
        // Measuring only (bench): css-loader's own short hash in place of the numbered names.
        for (const use of loaderUsesFor(config, 'x.module.css')) {
          const modules = use.options?.modules;
          if (use.loader?.includes('css-loader') && modules && typeof modules === 'object')
            use.options = {...use.options, modules: {...modules, localIdentName: '[hash:base64:5]'}};
        }
      } else if (process.env.NODE_ENV === 'production' && on.has('short-class-names')) {
        // One naming for both builds (server and browser), so the names in the HTML are the browser's.
        localIdent ??= shortLocalIdent(numberedClassNames(context.siteDir));
        shortenModuleClassNames(config, localIdent);
      }
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        ...(process.env.NODE_ENV === 'production'
          ? browserStringsConfig(context, NormalModuleReplacementPlugin, on)
          : {}),
        optimization: {splitChunks: {cacheGroups: {styles: {test: inSiteStylesheet}}}},
        resolve: {alias: aliases},
      };
    },
  };
}
