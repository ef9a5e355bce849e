/**
 * Embed modes: `?embedded=1|logo|all` (also `embeded`) sets the body class `nav-1`, `nav-logo` or
 * `nav-all`. Decided on the client only; the mode of the first page is kept across in-site navigations
 * unless a new query names another (or an unknown value, which clears it). Only the three known classes
 * can ever be written: the value is mapped, never copied.
 */
import type {ClientModule} from '@docusaurus/types';

import {EMBED_MODES, type EmbedMode, nextEmbedMode} from '@site/src/lib/embedMode';

let current: EmbedMode | null = null;

function apply(mode: EmbedMode | null): void {
  const {classList} = document.body;
  for (const known of EMBED_MODES) {
    if (known !== mode) classList.remove(known);
  }
  if (mode) classList.add(mode);
}

const embedMode: ClientModule = {
  onRouteDidUpdate({location}) {
    current = nextEmbedMode(current, location.search);
    apply(current);
  },
};

export default embedMode;
