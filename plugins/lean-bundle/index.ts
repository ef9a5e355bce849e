import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {THEME_INFIMA_CLASSES} from './infimaClasses';
import {type CssPlugin, infimaPurge, sourceTokens} from './infimaPurge';

/**
 * Keeps theme code and CSS the site does not use out of the browser bundle:
 * - the Prism highlighter (no page has code blocks; `src/theme/MDXComponents.tsx` maps `code`/`pre` to
 *   plain elements). The server-side render keeps the real package, so theme options validate as usual;
 * - all of `tslib` where the browser needs one helper (`src/stubs/tslib.ts`);
 * - the parts of Infima no page can use (pagination, pills, tabs, avatars, the docs sidebar, spacing
 *   helpers, …): a selector stays when every class it needs is one the theme renders here or a word in
 *   our sources, pages or plugins; and Infima's custom properties nothing reads.
 */
export default function leanBundlePlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-bundle',
    configurePostCss(options) {
      const ours = sourceTokens(['src', 'i18n', 'plugins'].map((dir) => path.join(context.siteDir, dir)));
      const used = new Set([...THEME_INFIMA_CLASSES, ...ours]);
      // Infima's custom properties are also read by the theme's own stylesheets and components.
      const theme = sourceTokens(
        ['theme-classic', 'theme-common'].map((name) => path.dirname(require.resolve(`@docusaurus/${name}`))),
      );
      (options.plugins as CssPlugin[]).push(infimaPurge(used, new Set([...used, ...theme])));
      return options;
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(context.siteDir, 'src/stubs/prismReactRenderer.ts'),
            tslib$: path.join(context.siteDir, 'src/stubs/tslib.ts'),
          },
        },
      };
    },
  };
}
