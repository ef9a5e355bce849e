import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {region} from '@site/src/data/region';

import styles from './styles.module.css';

export const EXTERNAL_PAGES_LANGUAGE = 'en';

/** What every menu (desktop, mobile, utility, no-script) says after an external link's label: one home. */
export default function ExternalMark({arrow = true}: {arrow?: boolean}): ReactNode {
  const otherLanguage = region.texts.language !== EXTERNAL_PAGES_LANGUAGE;
  return (
    <>
      {otherLanguage && (
        <span className={styles.languageMark} aria-hidden="true">
          {translate({id: 'NAV_EXTERNAL_LANGUAGE_MARK', message: 'EN'})}
        </span>
      )}
      {arrow && (
        <span className={styles.externalIcon} aria-hidden="true">
          ↗
        </span>
      )}
      {/* One string, so the page's HTML carries no separator comments between its parts (in every menu). */}
      <span className="visually-hidden">{`${translate({id: 'NAV_EXTERNAL_LANGUAGE_NOTE', message: '(English page)'})} ${translate({id: 'OPENS_IN_NEW_TAB', message: '(opens in a new tab)'})}`}</span>
    </>
  );
}
