// Replaces theme-classic `SkipToContent`: the page keeps exactly one skip link, worded with our SKIP_TO_CONTENT string (theme-common's public SkipToContentLink keeps its focus handling).
import {SkipToContentLink} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import React, {type MouseEvent, type ReactNode} from 'react';

import styles from './styles.module.css';

const MAIN_ID = '__docusaurus_skipToContent_fallback';

/**
 * theme-common focuses the main content and then removes its temporary `tabindex`, after which Chrome
 * may reset focus to <body> before the next Tab: the Tab then starts from the top again. Keeping
 * `tabindex="-1"` on the target (focusable by script only) makes the next Tab land inside the content.
 */
function keepMainFocused(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target instanceof Element) || !event.target.closest(`a[href="#${MAIN_ID}"]`)) return;
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  main.setAttribute('tabindex', '-1');
  main.focus();
}

export default function SkipToContent(): ReactNode {
  return (
    // Only listens for the skip link's click as it bubbles up (Enter on the link fires the same click).
    <div role="presentation" onClick={keepMainFocused}>
      <SkipToContentLink className={styles.skipLink}>
        {translate({id: 'SKIP_TO_CONTENT', message: 'Skip to content'})}
      </SkipToContentLink>
    </div>
  );
}
