/** @jest-environment jsdom */
import {render} from '@testing-library/react';

import OfferConditions from '@site/src/components/content/OfferConditions';
import {OFFER_CONDITIONS} from '@site/src/data/offerConditions';
import {known, openFacts, OPERATOR_FACTS, type OperatorFact, unknown} from '@site/src/data/operatorFacts';
import {TEST_SOURCE} from '@site/tests/helpers/factSource';

const facts = OPERATOR_FACTS as unknown as Record<string, OperatorFact>;
const saved = Object.fromEntries(Object.entries(facts).map(([name, fact]) => [name, fact.value]));

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) facts[name].value = value;
});

describe('the conditions an offer depends on', () => {
  it('are operator facts, each of which the deploy gate holds production back for while it is unknown', () => {
    const conditions: string[] = Object.values(OFFER_CONDITIONS).flat();
    const unknownConditions = Object.fromEntries(conditions.map((name) => [name, {...facts[name], value: unknown}]));
    const gated = openFacts('2026-01-01', unknownConditions).map(({name}) => name);
    expect(gated.sort()).toEqual([...conditions].sort());
  });

  it('say only that the client shows the conditions before opting in, while none is supplied', () => {
    for (const name of OFFER_CONDITIONS.welcomeBonus) facts[name].value = {status: 'unknown'};
    const {container} = render(<OfferConditions offer="welcomeBonus" />);
    expect(container.querySelector('dl')).toBeNull();
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Az ajánlat pontos feltételeit a GGPoker-kliens mutatja meg, mielőtt igénybe veszed: ott olvasd el őket, mielőtt elfogadod az ajánlatot.',
    ]);
  });

  it('list each supplied condition under its label, in order, from the facts, and the client sentence for the rest', () => {
    facts.welcomeBonusRelease.value = known('X', TEST_SOURCE);
    facts.welcomeBonusGames.value = known('Y', TEST_SOURCE);
    const {container} = render(<OfferConditions offer="welcomeBonus" />);
    expect(container.querySelector('p')?.textContent).toBe('A jóváírás, a felszabadítás és a lejárat szabályai:');
    expect([...container.querySelectorAll('dl > div')].map((row) => row.textContent)).toEqual([
      'FelszabadításX',
      'Beszámító játékokY',
    ]);
    expect(container.querySelectorAll('p')).toHaveLength(2);
  });

  it('leave the client sentence out once every condition is supplied', () => {
    for (const name of OFFER_CONDITIONS.streamerCashback) facts[name].value = known(name, TEST_SOURCE);
    const {container} = render(<OfferConditions offer="streamerCashback" />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'A visszatérítés alapja, felső határa és formája:',
    ]);
    expect(container.querySelectorAll('dl > div')).toHaveLength(2);
  });
});
