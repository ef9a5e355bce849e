import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {ReactNode} from 'react';

import {SITE_SEARCH_DIALOG_ID} from '@site/src/lib/search/control';

import styles from './styles.module.css';

/**
 * The boot script opens the search from it (`src/boot/siteSearch.ts`); without JavaScript it is hidden, as it could
 * open nothing. The stylesheet draws the magnifier: no markup of its own on every page.
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
