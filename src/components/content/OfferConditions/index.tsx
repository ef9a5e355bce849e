import Translate from '@docusaurus/Translate';
import type {ReactNode} from 'react';

import {OFFER_CONDITIONS, type OfferName} from '@site/src/data/offerConditions';
import {factValue} from '@site/src/data/operatorFacts';

type Condition = (typeof OFFER_CONDITIONS)[OfferName][number];

const LABELS: Record<Condition, ReactNode> = {
  welcomeBonusEligibility: <Translate id="OFFER_CONDITION_ELIGIBILITY">Who can get it</Translate>,
  welcomeFreeCredit: <Translate id="OFFER_CONDITION_FREE_CREDIT">How the free reward is credited</Translate>,
  welcomeBonusRelease: <Translate id="OFFER_CONDITION_RELEASE">Release</Translate>,
  welcomeBonusDeadline: <Translate id="OFFER_CONDITION_DEADLINE">Deadline</Translate>,
  welcomeBonusGames: <Translate id="OFFER_CONDITION_GAMES">Eligible games</Translate>,
  welcomeBonusExpiry: <Translate id="OFFER_CONDITION_EXPIRY">Expiry and withdrawal</Translate>,
  bonusWithdrawalRules: <Translate id="OFFER_CONDITION_TAKEN_BACK">When a bonus is taken back</Translate>,
  streamerCashbackBase: <Translate id="OFFER_CONDITION_CASHBACK_BASE">What is refunded</Translate>,
  streamerCashbackWeek: <Translate id="OFFER_CONDITION_CASHBACK_WEEK">A week without the conditions</Translate>,
};

const LEADS: Record<OfferName, ReactNode> = {
  welcomeBonus: (
    <Translate id="OFFER_CONDITIONS_WELCOME">How the welcome offers are credited, released and expire:</Translate>
  ),
  streamerCashback: <Translate id="OFFER_CONDITIONS_CASHBACK">The cashback's base, cap and form:</Translate>,
};

/**
 * A condition not supplied yet is left out (the deploy gate holds production back until every one is); while any
 * is missing, one sentence points to the client: the one place it is written, so no page words a condition itself.
 */
export default function OfferConditions({offer}: {offer: OfferName}): ReactNode {
  const conditions: readonly Condition[] = OFFER_CONDITIONS[offer];
  const rows = conditions.flatMap((fact) => {
    const value = factValue(fact);
    return value === undefined ? [] : [{fact, value}];
  });
  return (
    <>
      {rows.length > 0 && (
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
      )}
      {rows.length < conditions.length && (
        <p>
          <Translate id="OFFER_CONDITIONS_IN_CLIENT">
            The exact conditions of this offer are shown in the GGPoker client before you opt in; read them there before
            you accept the offer.
          </Translate>
        </p>
      )}
    </>
  );
}
