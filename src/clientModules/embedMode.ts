/**
 * Embed modes: `?embedded=1|logo|all` (also `embeded`) sets the body class `nav-1`, `nav-logo` or
 * `nav-all`. Decided on the client only (on load by the boot script, `src/boot/`, so it needs no app); the mode of the first page is kept across in-site navigations
 * unless a new query names another (or an unknown value, which clears it). Only the three known classes
 * can ever be written: the value is mapped, never copied.
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
