import {categoryStrength, HAND_CATEGORIES} from '@site/src/lib/poker/categories';
import {categoryFromStrength} from '@site/tests/helpers/evaluate5';

describe('category strength', () => {
  it('runs from 9 (royal flush) to 0 (high card) and back', () => {
    expect(categoryStrength('royal-flush')).toBe(9);
    expect(categoryStrength('high-card')).toBe(0);
    for (const category of HAND_CATEGORIES) expect(categoryFromStrength(categoryStrength(category))).toBe(category);
  });

  it.each([10, -1, 1.5, Number.NaN])('refuses a strength of %p instead of wrapping round', (strength) => {
    expect(() => categoryFromStrength(strength)).toThrow(RangeError);
  });
});
