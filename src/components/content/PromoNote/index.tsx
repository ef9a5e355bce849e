import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {LEGAL} from '@site/src/data/legal';

import styles from './styles.module.css';

/**
 * The note every bonus or promotion mention carries: adults only, terms apply with a link to the bonus
 * terms page, and a responsible gaming message with its link. Writers put `<PromoNote />` right after the
 * offer; the wording lives in code.json (PROMO_NOTE_*).
 */
export default function PromoNote(): ReactNode {
  return (
    <p className={styles.note}>
      <span className={styles.age}>
        <Translate id="PROMO_NOTE_AGE">18+</Translate>
      </span>{' '}
      <Translate id="PROMO_NOTE_TEXT">Terms apply; the full rules are on the</Translate>{' '}
      <Link to={LEGAL.bonusTermsPath}>
        <Translate id="PROMO_NOTE_TERMS_LINK">bonus terms</Translate>
      </Link>
      <Translate id="PROMO_NOTE_END"> page.</Translate>{' '}
      <Translate id="PROMO_NOTE_RG_TEXT">Play responsibly; help:</Translate>{' '}
      <Link to={LEGAL.responsibleGamingPath}>
        <Translate id="PROMO_NOTE_RG_LINK">responsible gaming</Translate>
      </Link>
      <Translate id="PROMO_NOTE_RG_END">.</Translate>
    </p>
  );
}
