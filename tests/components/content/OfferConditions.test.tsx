import {render} from '@testing-library/react';

import OfferConditions from '@site/src/components/content/OfferConditions';
import {OFFER_CONDITIONS} from '@site/src/data/offerConditions';
import {OPERATOR_FACTS, type OperatorFact} from '@site/src/data/operatorFacts';

const facts = OPERATOR_FACTS as unknown as Record<string, OperatorFact>;
const saved = Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, fact.value]));

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) facts[name].value = value;
});

describe('the conditions an offer depends on', () => {
  it('are operator facts the deploy gate requires: release rule, deadline, games, expiry, the cashback base', () => {
    expect(OFFER_CONDITIONS.welcomeBonus).toEqual([
      'welcomeFreeCredit',
      'welcomeBonusRelease',
      'welcomeBonusDeadline',
      'welcomeBonusGames',
      'welcomeBonusExpiry',
    ]);
    expect(OFFER_CONDITIONS.streamerCashback).toEqual(['streamerCashbackBase']);
  });

  it('show nothing, not even their lead sentence, while none is supplied', () => {
    for (const name of OFFER_CONDITIONS.welcomeBonus) facts[name].value = {status: 'unknown'};
    const {container} = render(<OfferConditions offer="welcomeBonus" />);
    expect(container.innerHTML).toBe('');
  });

  it('list each supplied condition under its label, in order, from the facts', () => {
    facts.welcomeBonusRelease.value = {status: 'known', value: 'X'};
    facts.welcomeBonusGames.value = {status: 'known', value: 'Y'};
    const {container} = render(<OfferConditions offer="welcomeBonus" />);
    expect(container.querySelector('p')?.textContent).toBe('A jóváírás, a felszabadítás és a lejárat szabályai:');
    expect([...container.querySelectorAll('dl > div')].map((row) => row.textContent)).toEqual([
      'FelszabadításX',
      'Beszámító játékokY',
    ]);
  });
});
