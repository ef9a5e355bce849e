import {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {region} from '@site/src/data/region';

import styles from './styles.module.css';

/** The language of the brand's main site, where every external menu item points. */
export const EXTERNAL_PAGES_LANGUAGE = 'en';

/**
 * What every external menu link says after its label: a small visible "EN" when the site itself is in another
 * language (a link in the site's own language needs no language mark), the ↗ arrow where there is room for it,
 * and for screen readers the same in words. One home, so the desktop, mobile, utility and no-script menus all
 * mark an external page the same way.
 */
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
