import Translate, {translate} from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import OfferCard from '@site/src/components/content/OfferCard';
import list from '@site/src/components/content/OfferCard/list.module.css';
import PromoNote from '@site/src/components/content/PromoNote';
import StatutoryNotice from '@site/src/components/content/StatutoryNotice';
import {LEGAL} from '@site/src/data/legal';
import {usePromotions} from '@site/src/hooks/useCollections';
import {amountText} from '@site/src/lib/collections/display';

/**
 * The current promotions as cards, from `i18n/hu/collections/promotions/*.yml` (read and validated at build
 * time; expired ones are already left out). A new file appears here without touching the page.
 */
export default function PromotionList(): ReactNode {
  const promotions = usePromotions();
  if (promotions.length === 0) {
    return (
      <p>
        <Translate id="COLLECTION_NO_PROMOTIONS">No promotion is running right now.</Translate>
      </p>
    );
  }
  return (
    <ul className={list.list}>
      {promotions.map((promotion) => (
        <li key={promotion.slug} className={list.item}>
          <OfferCard
            id={promotion.slug}
            title={promotion.title}
            highlight={
              promotion.amount &&
              (promotion.upTo
                ? translate(
                    {id: 'COLLECTION_AMOUNT_UP_TO', message: 'up to {amount}'},
                    {amount: amountText(promotion.amount)},
                  )
                : amountText(promotion.amount))
            }
            summary={promotion.summary}
            dates={promotion.dates}
            terms={promotion.terms}
            to={promotion.to}
            // The promo note sends the reader to the bonus terms; an offer whose rules are elsewhere (play money:
            // the terms' own section) carries the statutory wording alone, and its card links its own rules.
            note={promotion.terms.startsWith(LEGAL.bonusTermsPath) ? <PromoNote /> : <StatutoryNotice />}
          />
        </li>
      ))}
    </ul>
  );
}
