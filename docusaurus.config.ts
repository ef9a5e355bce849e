import fs from 'node:fs';
import path from 'node:path';

import type * as Preset from '@docusaurus/preset-classic';
import type {Config} from '@docusaurus/types';

import ambassadorsPlugin from './plugins/ambassadors';
import buildMetaPlugin from './plugins/build-meta';
import collectionsPlugin from './plugins/collections';
import componentCataloguePlugin from './plugins/component-catalogue';
import devApiPlugin from './plugins/dev-api';
import remarkHandNotation from './plugins/hand-notation';
import leanBundlePlugin from './plugins/lean-bundle';
import pageTitlesPlugin from './plugins/page-titles';
import postBuildPlugin from './plugins/post-build';
import regionPlugin from './plugins/region';
import responsiveImagesPlugin, {GENERATED_DIR} from './plugins/responsive-images';
import runtimeConfigPlugin from './plugins/runtime-config';
import siteFontPlugin from './plugins/site-font';
import remarkSuitSymbols from './plugins/suit-symbols';
import svgOutlinesPlugin, {OUTLINED_DIR} from './plugins/svg-outlines';
import writersEditorPlugin from './plugins/writers-editor';
import {PAGES_DIR, REGION_STATIC_DIR, SITE_ROOT} from './site/paths';
import {region} from './src/data/region';
import {readSiteEnv} from './src/siteEnv';
import {withGitFallback} from './src/siteEnvGit';

const siteEnv = readSiteEnv(withGitFallback(process.env));

/**
 * Static folders: the drawings with their words outlined (plugins/svg-outlines), the region's own when it has one
 * (its logos, and its versions of artwork with words in them), the shared one, and the generated images. Where two
 * hold the same path, the first listed wins.
 */
function staticDirectories(): string[] {
  const regionStatic = fs.existsSync(path.join(SITE_ROOT, REGION_STATIC_DIR)) ? [REGION_STATIC_DIR] : [];
  return [OUTLINED_DIR, ...regionStatic, 'static', GENERATED_DIR];
}

export default function createConfig(): Config {
  return {
    // Everything regional comes from the built region (REGION, default Hungary): src/data/region.ts.
    title: region.title,
    tagline: region.tagline,
    favicon: 'img/favicon.svg',
    url: siteEnv.url,
    baseUrl: siteEnv.baseUrl,
    trailingSlash: true,
    // Responsive WebP variants are generated at build time into GENERATED_DIR (git-ignored).
    staticDirectories: staticDirectories(),
    onBrokenLinks: 'throw',
    onBrokenAnchors: 'throw',
    onDuplicateRoutes: 'throw',
    markdown: {
      hooks: {onBrokenMarkdownLinks: 'throw'},
    },
    future: {v4: true},
    // A branch preview must never be indexed; production builds carry no robots meta at all.
    headTags: siteEnv.isPreview ? [{tagName: 'meta', attributes: {name: 'robots', content: 'noindex'}}] : [],
    i18n: {
      defaultLocale: region.locale,
      locales: [region.locale],
      localeConfigs: {
        [region.locale]: {label: region.localeLabel, htmlLang: region.htmlLang, direction: 'ltr'},
      },
    },
    customFields: {
      isPreview: siteEnv.isPreview,
      imageCdnBaseUrl: siteEnv.imageCdnBaseUrl,
      previewBranch: siteEnv.previewBranch,
      previewCommit: siteEnv.previewCommit,
      editUrlBase: siteEnv.editUrlBase,
    },
    presets: [
      [
        'classic',
        {
          docs: false,
          blog: false,
          // Every <Hand cards="…"> / <Card card="…"> is checked here: a wrong or repeated card stops the build.
          // A ♠ ♥ ♦ ♣ in a page's text is drawn as the cards' own pip (plugins/suit-symbols).
          pages: {path: PAGES_DIR, remarkPlugins: [remarkHandNotation, remarkSuitSymbols]},
          theme: {customCss: './src/css/custom.css'},
          sitemap: {changefreq: null, priority: null, lastmod: null},
        } satisfies Preset.Options,
      ],
    ],
    plugins: [
      // The built region's id and published routes, written into every bundle.
      regionPlugin,
      // Development and preview builds only: /_catalogue/, every MDX component with a live example.
      componentCataloguePlugin,
      leanBundlePlugin,
      ambassadorsPlugin,
      // Promotions and tournaments from i18n/hu/collections/*.yml; a wrong entry stops the build.
      collectionsPlugin,
      // The region's cut of Inter, and every drawing's words as outlines of it (no face left to the visitor's system).
      siteFontPlugin,
      svgOutlinesPlugin,
      responsiveImagesPlugin,
      runtimeConfigPlugin,
      buildMetaPlugin,
      // Everything done to the build after Docusaurus wrote it, in its order (the editor's files included).
      postBuildPlugin,
      devApiPlugin,
      // The writers' editor at /admin/ on the dev server (the build gets it from postBuildPlugin).
      writersEditorPlugin,
      pageTitlesPlugin,
    ],
    clientModules: [
      './src/clientModules/embedMode.ts',
      './src/clientModules/analytics.ts',
      './src/clientModules/buildFreshness.ts',
    ],
    themeConfig: {
      colorMode: {defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false},
      metadata: [{name: 'theme-color', content: '#0b0b0f'}],
      // Default og:image / twitter:image of every page (own artwork, rendered by scripts/raster-artwork.ts).
      image: 'img/og-default.png',
      // No page has code blocks (plugins/lean-bundle): an empty highlighting theme keeps the theme's default
      // one (about 1 KB of colours) out of the site configuration every page's bundle carries.
      prism: {theme: {plain: {}, styles: []}},
    } satisfies Preset.ThemeConfig,
  };
}
