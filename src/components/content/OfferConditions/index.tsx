import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {OFFER_CONDITIONS, type OfferName} from '@site/src/data/offerConditions';
import {factValue} from '@site/src/data/operatorFacts';

type Condition = (typeof OFFER_CONDITIONS)[OfferName][number];

/** Each condition's label, in code.json. */
const LABELS: Record<Condition, ReactNode> = {
  welcomeFreeCredit: <Translate id="OFFER_CONDITION_FREE_CREDIT">How the free reward is credited</Translate>,
  welcomeBonusRelease: <Translate id="OFFER_CONDITION_RELEASE">Release</Translate>,
  welcomeBonusDeadline: <Translate id="OFFER_CONDITION_DEADLINE">Deadline</Translate>,
  welcomeBonusGames: <Translate id="OFFER_CONDITION_GAMES">Eligible games</Translate>,
  welcomeBonusExpiry: <Translate id="OFFER_CONDITION_EXPIRY">Expiry and withdrawal</Translate>,
  streamerCashbackBase: <Translate id="OFFER_CONDITION_CASHBACK_BASE">What is refunded</Translate>,
};

/** The sentence that opens each offer's list, shown only with the list. */
const LEADS: Record<OfferName, ReactNode> = {
  welcomeBonus: (
    <Translate id="OFFER_CONDITIONS_WELCOME">How the welcome offers are credited, released and expire:</Translate>
  ),
  streamerCashback: <Translate id="OFFER_CONDITIONS_CASHBACK">The cashback's base, cap and form:</Translate>,
};

export interface OfferConditionsProps {
  offer: OfferName;
}

/**
 * The conditions an offer depends on, each from its operator fact (src/data/offerConditions.ts), as a list
 * of label and rule. A condition not supplied yet is left out (the deploy gate holds production back until
 * every one is); with none supplied the list is not shown.
 */
export default function OfferConditions({offer}: OfferConditionsProps): ReactNode {
  const conditions: readonly Condition[] = OFFER_CONDITIONS[offer];
  const rows = conditions.flatMap((fact) => {
    const value = factValue(fact);
    return value === undefined ? [] : [{fact, value}];
  });
  if (rows.length === 0) return null;
  return (
    <>
      <p>{LEADS[offer]}</p>
      <dl>
        {rows.map(({fact, value}) => (
          <div key={fact}>
            <dt>{LABELS[fact]}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
