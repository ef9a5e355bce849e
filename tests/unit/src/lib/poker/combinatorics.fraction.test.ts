import {fraction, oddsAgainst, toNumber} from '@site/src/lib/poker/combinatorics';

describe('fraction', () => {
  it('reduces to lowest terms and compares exactly', () => {
    expect(fraction(9, 47)).toEqual({numerator: 9, denominator: 47});
    expect(fraction(8, 46)).toEqual({numerator: 4, denominator: 23});
    expect(fraction(2, 4)).toEqual(fraction(1, 2));
    expect(toNumber(fraction(1, 4))).toBe(0.25);
    expect(oddsAgainst(fraction(1, 5))).toBe(4);
    expect(oddsAgainst(fraction(0, 5))).toBe(Number.POSITIVE_INFINITY);
  });
});
