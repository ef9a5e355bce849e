import {translate} from '@docusaurus/Translate';
import {type ReactNode, useSyncExternalStore} from 'react';

import {type Toast, type ToastStore, toastStore as siteToastStore} from '@site/src/lib/toastStore';

import styles from './styles.module.css';

const NONE: readonly Toast[] = [];

/** The live region is always in the page (empty in the static HTML) so screen readers announce toasts added later. */
export default function Toasts({store = siteToastStore}: {store?: ToastStore}): ReactNode {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, () => NONE);
  const closeLabel = translate({id: 'TOAST_CLOSE', message: 'Close notification'});

  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={styles.toast}
          style={{backgroundColor: toast.backgroundColor, color: toast.color}}
          data-toast-id={toast.id}
        >
          <p className={styles.text}>{toast.text}</p>
          <button
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            onClick={() => store.close(toast.id)}
            style={{color: toast.color}}
          >
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
