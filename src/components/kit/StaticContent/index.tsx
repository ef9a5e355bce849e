import {type ReactNode, useState} from 'react';

import styles from './styles.module.css';

/**
 * Content that needs no JavaScript is not hydrated on the page the browser loads: React keeps the server's
 * HTML as it is and does no work for it (no components run, no nodes are walked), which is most of a content
 * page's hydration on a slow phone. Later client-side navigations render content as usual.
 *
 * A component that needs the browser (a download link chosen for the device, a copy button) marks its root
 * element with `NEEDS_HYDRATION`; content that holds one is hydrated as a whole, as before.
 */

const MARK = 'data-static-content';

/** Spread on the root element of a component that only works once hydrated. */
export const NEEDS_HYDRATION = {'data-needs-hydration': ''} as const;

/**
 * The server HTML to keep, read once before hydration; null when the content must render. Docusaurus marks
 * `<html data-has-hydrated="true">` once the first page has hydrated: from then on content renders normally.
 */
function serverHtmlToKeep(): string | null {
  if (typeof document === 'undefined' || document.documentElement.dataset.hasHydrated === 'true') return null;
  const element = document.querySelector(`[${MARK}]`);
  if (!element || element.querySelector('[data-needs-hydration]')) return null;
  return element.innerHTML;
}

export default function StaticContent({children}: {children: ReactNode}): ReactNode {
  const [html] = useState(serverHtmlToKeep);
  const mark = {[MARK]: ''};
  if (html === null) {
    return (
      <div className={styles.content} {...mark}>
        {children}
      </div>
    );
  }
  // The same markup the server wrote, so hydration adopts it without a change.
  return <div className={styles.content} {...mark} dangerouslySetInnerHTML={{__html: html}} />;
}
