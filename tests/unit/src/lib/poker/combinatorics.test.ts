import {binomial, forEachCombination} from '@site/src/lib/poker/combinatorics';

describe('binomial', () => {
  it('matches known values', () => {
    expect(binomial(52, 5)).toBe(2598960);
    expect(binomial(48, 5)).toBe(1712304);
    expect(binomial(47, 2)).toBe(1081);
    expect(binomial(13, 5)).toBe(1287);
    expect(binomial(4, 2)).toBe(6);
    expect(binomial(5, 0)).toBe(1);
    expect(binomial(5, 6)).toBe(0);
  });

  it('satisfies Pascal’s rule', () => {
    for (let n = 1; n <= 52; n += 1) {
      for (let k = 1; k < n; k += 1) {
        expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
      }
    }
  });
});

describe('forEachCombination', () => {
  it('visits C(n, k) distinct sorted combinations', () => {
    const items = [0, 1, 2, 3, 4, 5, 6];
    const seen = new Set<string>();
    forEachCombination(items, 3, (combo) => {
      expect([...combo].sort((a, b) => a - b)).toEqual([...combo]);
      seen.add(combo.join(','));
    });
    expect(seen.size).toBe(binomial(7, 3));
  });
});
