import type {LoadContext, Plugin} from '@docusaurus/types';

import {isPreviewFlag} from '../../src/siteEnv';

/** The underscore keeps it apart from content routes. */
const CATALOGUE_PATH = '_catalogue/';

/** The catalogue of MDX components, for writers and reviewers: never in a production build. */
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
