import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import {SITE_SEARCH_DIALOG_ID} from '@site/src/lib/search/control';

import styles from './styles.module.css';

/**
 * The header's search button: a magnifier named „Keresés”. The boot script opens the search from it (and from
 * Ctrl+K / ⌘K and „/”), loading the dialog, its engine and the index only then (`src/boot/siteSearch.ts`). Without
 * JavaScript it is hidden: it could open nothing. The magnifier is drawn by its stylesheet: no markup of its own on
 * every page.
 */
export default function SearchButton({className}: {className?: string}): ReactNode {
  return (
    <button
      type="button"
      className={clsx(styles.button, className)}
      aria-label={translate({id: 'SEARCH_OPEN', message: 'Search'})}
      aria-haspopup="dialog"
      data-opens-dialog={SITE_SEARCH_DIALOG_ID}
    />
  );
}
