import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import StatutoryNotice from '@site/src/components/content/StatutoryNotice';
import {LEGAL} from '@site/src/data/legal';

/** The note every bonus or promotion mention carries, right after the offer. */
export default function PromoNote(): ReactNode {
  return (
    <StatutoryNotice>
      <Translate id="PROMO_NOTE_TEXT">Terms apply to bonuses and promotions; read them on the</Translate>{' '}
      <Link to={LEGAL.bonusTermsPath}>
        <Translate id="PROMO_NOTE_TERMS_LINK">Bonus terms</Translate>
      </Link>
      <Translate id="PROMO_NOTE_END"> page.</Translate>
    </StatutoryNotice>
  );
}
