import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ReactNode} from 'react';

import {NEEDS_APP_ON_LOAD} from '@site/src/boot/onDemand';

import styles from './styles.module.css';

/** The static 404.html is shared by every unmatched URL: the path is shown only after hydration. */
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
          {/* The app runs on load to tell the path. */}
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
