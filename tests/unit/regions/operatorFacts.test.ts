// A known operator fact always carries its source: the type refuses one without it (the `@ts-expect-error`
// lines fail `npm run typecheck` the day the type accepts them), and `known()` refuses a source with an empty
// part or a day that does not exist, so a value typed from memory cannot reach a page or pass the deploy gate.
import {type FactValue, known, sourceProblem} from '@site/regions/operatorFacts';
import {TEST_SOURCE} from '@site/tests/helpers/factSource';

describe('a known operator fact', () => {
  it('does not compile without a source', () => {
    // @ts-expect-error -- a value alone is not a fact
    expect(() => known('HU-1234')).toThrow('A known fact needs a complete source (noSource)');
    // @ts-expect-error -- nor is a known value written by hand without its source
    const byHand: FactValue = {status: 'known', value: 'HU-1234'};
    expect(byHand.status).toBe('known');
  });

  it('is refused at run time with an empty title or reference, or a day that is not a real YYYY-MM-DD date', () => {
    expect(() => known('HU-1234', {...TEST_SOURCE, title: ''})).toThrow('(noTitle)');
    expect(() => known('HU-1234', {...TEST_SOURCE, reference: '  '})).toThrow('(noReference)');
    expect(() => known('HU-1234', {...TEST_SOURCE, checked: '2026-02-30'})).toThrow('(badDate)');
    expect(() => known('HU-1234', {...TEST_SOURCE, checked: '2026-2-3'})).toThrow('(badDate)');
    expect(() => known(' ', TEST_SOURCE)).toThrow('A known fact needs a value');
  });

  it('keeps its value and source when the source is complete', () => {
    expect(known('HU-1234', TEST_SOURCE)).toEqual({status: 'known', value: 'HU-1234', source: TEST_SOURCE});
    expect(sourceProblem(TEST_SOURCE)).toBeUndefined();
  });
});
