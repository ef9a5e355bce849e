import {type ReactNode, useState} from 'react';

import styles from './styles.module.css';

/**
 * Content that needs no JavaScript is not hydrated on the page the browser loads (most of a content page's
 * hydration on a slow phone); content holding a `NEEDS_HYDRATION` element is hydrated as a whole.
 */

const MARK = 'data-static-content';

export const NEEDS_HYDRATION = {'data-needs-hydration': ''} as const;

/** Docusaurus marks `<html data-has-hydrated="true">` once the first page has hydrated: then content renders. */
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
