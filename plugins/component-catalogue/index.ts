import type {LoadContext, Plugin} from '@docusaurus/types';

import {isPreviewFlag} from '../../src/siteEnv';

/** Route of the catalogue below the site's base URL. The underscore keeps it apart from content routes. */
const CATALOGUE_PATH = '_catalogue/';

/**
 * The component catalogue (`/_catalogue/`): every MDX component writers may use, rendered live with example
 * props, for writers and reviewers. Added in `npm start` and in preview builds (`PREVIEW=1`) only; a
 * production build never has the route.
 */
export function catalogueEnabled(env: NodeJS.ProcessEnv): boolean {
  return isPreviewFlag(env.PREVIEW) || env.NODE_ENV === 'development';
}

export default function componentCataloguePlugin(context: LoadContext): Plugin {
  return {
    name: 'component-catalogue',
    contentLoaded({actions}) {
      if (!catalogueEnabled(process.env)) return;
      actions.addRoute({
        path: `${context.baseUrl}${CATALOGUE_PATH}`,
        component: '@site/plugins/component-catalogue/CataloguePage',
        exact: true,
      });
    },
  };
}
