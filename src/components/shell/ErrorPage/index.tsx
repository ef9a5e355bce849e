import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ReactNode} from 'react';

import {NEEDS_APP_ON_LOAD} from '@site/src/boot/onDemand';

import styles from './styles.module.css';

/**
 * The error page of every path that matches no route (404), with the requested path and a history-back button.
 * The path is shown only after hydration: the static 404.html is shared by every unmatched URL, so its HTML
 * cannot contain the path.
 */
export default function ErrorPage(): ReactNode {
  const {pathname} = useLocation();
  const shownPath = useIsBrowser() ? pathname : null;

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>{translate({id: 'ERROR_404_TITLE', message: 'Page Not Found'})}</h1>
        <p className={styles.message}>
          {translate({
            id: 'ERROR_404_MESSAGE',
            message: "It's a misdeal! Let's reshuffle and get you back in the game. Page not found:",
          })}{' '}
          {/* The path is the browser's to tell (one 404 page serves every path): the app runs on load. */}
          <code className={styles.path} data-testid="error-path" {...NEEDS_APP_ON_LOAD}>
            {shownPath ?? ''}
          </code>
        </p>
        <button type="button" className={styles.back} onClick={() => window.history.back()}>
          {translate({id: 'ERROR_404_BUTTON', message: 'Head back to the tables'})}
        </button>
      </div>
    </main>
  );
}
