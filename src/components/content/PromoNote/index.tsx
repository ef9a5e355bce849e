import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {LEGAL} from '@site/src/data/legal';

import styles from './styles.module.css';

/**
 * The note every bonus or promotion mention carries: adults only, terms apply, with a link to the terms.
 * Writers put `<PromoNote />` right after the offer; the wording lives in code.json (PROMO_NOTE_*).
 */
export default function PromoNote(): ReactNode {
  return (
    <p className={styles.note}>
      <span className={styles.age}>
        <Translate id="PROMO_NOTE_AGE">18+</Translate>
      </span>{' '}
      <Translate id="PROMO_NOTE_TEXT">Terms apply; details in the</Translate>{' '}
      <Link to={LEGAL.termsPath}>
        <Translate id="PROMO_NOTE_TERMS_LINK">terms and conditions</Translate>
      </Link>
      <Translate id="PROMO_NOTE_END">.</Translate>
    </p>
  );
}
