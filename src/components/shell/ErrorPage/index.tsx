import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import React, {type ReactNode} from 'react';

import {NEEDS_APP_ON_LOAD} from '@site/src/boot/onDemand';

import {errorContent} from './errorContent';
import styles from './styles.module.css';

export interface ErrorPageProps {
  statusCode: number;
}

/**
 * The one error page for 403 / 404 / 500. The requested path is shown only after hydration:
 * the static 404.html is shared by every unmatched URL, so its HTML cannot contain the path.
 */
export default function ErrorPage({statusCode}: ErrorPageProps): ReactNode {
  const content = errorContent(statusCode);
  const {pathname} = useLocation();
  // The path shows only after hydration: the static HTML of the error page is shared by every unmatched URL.
  const shownPath = useIsBrowser() ? pathname : null;
  const deniedImage = useBaseUrl('/img/error/access-denied.svg');

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          {content.kind}
        </p>
        {content.kind === 403 && (
          <img
            className={styles.image}
            src={deniedImage}
            width={240}
            height={180}
            alt={translate({id: 'ERROR_403_IMAGE_ALT', message: 'Access denied'})}
          />
        )}
        <h1 className={styles.title}>{content.title}</h1>
        <p className={styles.message}>
          {content.message}
          {content.kind === 404 && (
            <>
              {' '}
              {/* The path is the browser's to tell (one 404 page serves every path): the app runs on load. */}
              <code className={styles.path} data-testid="error-path" {...NEEDS_APP_ON_LOAD}>
                {shownPath ?? ''}
              </code>
            </>
          )}
        </p>
        {content.backLabel && (
          <button type="button" className={styles.back} onClick={() => window.history.back()}>
            {content.backLabel}
          </button>
        )}
      </div>
    </main>
  );
}
