/**
 * Embed modes (`src/lib/embedMode.ts`) after in-site navigations; the boot script sets the first page's, so it
 * needs no app.
 */
import type {ClientModule} from '@docusaurus/types';

import {applyEmbedMode, type EmbedMode, nextEmbedMode} from '@site/src/lib/embedMode';

let current: EmbedMode | null = null;

const embedMode: ClientModule = {
  onRouteDidUpdate({location}) {
    current = nextEmbedMode(current, location.search);
    applyEmbedMode(document.body.classList, current);
  },
};

export default embedMode;
