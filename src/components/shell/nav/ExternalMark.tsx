import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import styles from './styles.module.css';

/**
 * What every external menu link says after its label: a small visible "EN" (the brand's main site is in
 * English), the ↗ arrow where there is room for it, and for screen readers both facts in words. One home, so
 * the desktop, mobile, utility and no-script menus all mark an English page the same way.
 */
export default function ExternalMark({arrow = true}: {arrow?: boolean}): ReactNode {
  return (
    <>
      <span className={styles.languageMark} aria-hidden="true">
        {translate({id: 'NAV_EXTERNAL_LANGUAGE_MARK', message: 'EN'})}
      </span>
      {arrow && (
        <span className={styles.externalIcon} aria-hidden="true">
          ↗
        </span>
      )}
      <span className="visually-hidden">
        {translate({id: 'NAV_EXTERNAL_LANGUAGE_NOTE', message: '(English page)'})}{' '}
        {translate({id: 'OPENS_IN_NEW_TAB', message: '(opens in a new tab)'})}
      </span>
    </>
  );
}
