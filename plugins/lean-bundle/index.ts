import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Keeps theme code the site does not use out of the browser bundle: the Prism highlighter (no page has
 * code blocks; `src/theme/MDXComponents.tsx` maps `code`/`pre` to plain elements). The server-side
 * render keeps the real package, so theme options validate as usual.
 */
export default function leanBundlePlugin(context: LoadContext): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(context.siteDir, 'src/stubs/prismReactRenderer.ts'),
          },
        },
      };
    },
  };
}
