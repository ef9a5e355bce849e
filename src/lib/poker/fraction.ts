/**
 * Exact non-negative fractions for probabilities.
 */

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

/** A fraction in lowest terms. */
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

/**
 * Odds against as "x to 1": (misses / hits). Infinity when the probability is 0.
 */
export function oddsAgainst(f: Fraction): number {
  if (f.numerator === 0) return Number.POSITIVE_INFINITY;
  return (f.denominator - f.numerator) / f.numerator;
}

/** "One in x": on average once every x tries (denominator / numerator). Infinity when the probability is 0. */
export function oneIn(f: Fraction): number {
  if (f.numerator === 0) return Number.POSITIVE_INFINITY;
  return f.denominator / f.numerator;
}
