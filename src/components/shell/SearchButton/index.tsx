import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import React, {type ReactNode} from 'react';

import {SITE_SEARCH_ATTRIBUTE, SITE_SEARCH_DIALOG_ID} from '@site/src/lib/search/control';

import styles from './styles.module.css';

/**
 * The header's search button: a magnifier named „Keresés”. The boot script opens the search from it (and from
 * Ctrl+K / ⌘K and „/”), loading the dialog, its engine and the index only then (`src/boot/siteSearch.ts`). Without
 * JavaScript it is hidden: it could open nothing.
 */
export default function SearchButton({className}: {className?: string}): ReactNode {
  return (
    <button
      type="button"
      className={clsx(styles.button, className)}
      aria-label={translate({id: 'SEARCH_OPEN', message: 'Search'})}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      data-opens-dialog={SITE_SEARCH_DIALOG_ID}
      {...{[SITE_SEARCH_ATTRIBUTE]: ''}}
    >
      <span className={styles.icon} aria-hidden="true" />
    </button>
  );
}
