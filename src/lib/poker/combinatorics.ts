/** C(n, k), exact while below 2^53. */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k)) {
    throw new RangeError(`binomial expects integers, got ${n}, ${k}`);
  }
  if (k < 0 || n < 0 || k > n) return 0;
  const kk = Math.min(k, n - k);
  let result = 1;
  for (let i = 1; i <= kk; i += 1) {
    // result * (n - kk + i) is always divisible by i at this step.
    result = (result * (n - kk + i)) / i;
  }
  return result;
}

/** Every k-element combination of `items`, in lexicographic order; the array passed to `visit` is reused. */
export function forEachCombination<T>(items: readonly T[], k: number, visit: (combo: readonly T[]) => void): void {
  const n = items.length;
  if (k < 0 || k > n) return;
  const idx = Array.from({length: k}, (_, i) => i);
  const combo: T[] = idx.map((i) => items[i]);
  for (;;) {
    visit(combo);
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i -= 1;
    if (i < 0) return;
    idx[i] += 1;
    combo[i] = items[idx[i]];
    for (let j = i + 1; j < k; j += 1) {
      idx[j] = idx[j - 1] + 1;
      combo[j] = items[idx[j]];
    }
  }
}

export interface Fraction {
  readonly numerator: number;
  readonly denominator: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    [x, y] = [y, x % y];
  }
  return x;
}

export function fraction(numerator: number, denominator: number): Fraction {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator) || denominator <= 0 || numerator < 0) {
    throw new RangeError(`Invalid fraction ${numerator}/${denominator}`);
  }
  const d = gcd(numerator, denominator) || 1;
  return {numerator: numerator / d, denominator: denominator / d};
}

export function toNumber(f: Fraction): number {
  return f.numerator / f.denominator;
}

/** Odds against as "x to 1": (misses / hits). Infinity when the probability is 0. */
export function oddsAgainst(f: Fraction): number {
  if (f.numerator === 0) return Number.POSITIVE_INFINITY;
  return (f.denominator - f.numerator) / f.numerator;
}

/** "One in x": on average once every x tries (denominator / numerator). Infinity when the probability is 0. */
export function oneIn(f: Fraction): number {
  if (f.numerator === 0) return Number.POSITIVE_INFINITY;
  return f.denominator / f.numerator;
}
