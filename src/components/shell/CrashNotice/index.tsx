import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/** The error itself is for developers (the browser console), never shown on the page. */
export default function CrashNotice({tryAgain}: {tryAgain: () => void}): ReactNode {
  return (
    <main className={styles.notice}>
      <h1 className={styles.title}>{translate({id: 'theme.ErrorPageContent.title', message: 'This page crashed.'})}</h1>
      <p>{translate({id: 'ERROR_GENERIC_MESSAGE', message: 'An unexpected error occurred.'})}</p>
      <button type="button" className={styles.button} onClick={tryAgain}>
        {translate({id: 'theme.ErrorPageContent.tryAgain', message: 'Try again'})}
      </button>
    </main>
  );
}
