/**
 * Hungarian number formatting for the poker tables (hu-HU: decimal comma,
 * non-breaking space as thousands separator, "42,26%").
 */

import type { Fraction } from './fraction';

const LOCALE = 'hu-HU';

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

const percentFormats = new Map<number, Intl.NumberFormat>();

function percentFormat(fractionDigits: number): Intl.NumberFormat {
  let format = percentFormats.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'percent',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    percentFormats.set(fractionDigits, format);
  }
  return format;
}

const smallPercentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumSignificantDigits: 3 });

/** 2598960 → "2 598 960". */
export function formatInteger(value: number): string {
  return integerFormat.format(value);
}

/** 0.19148936 → "19,15%" (probability 0..1 in, fixed decimals out). */
export function formatPercent(value: number, fractionDigits = 2): string {
  return percentFormat(fractionDigits).format(value);
}

/**
 * A probability as a percentage with as many digits as it needs to stay
 * informative: 4 decimals from 0.01% up ("42,2569%", "0,0240%"), three
 * significant digits below that ("0,000154%"), exact 0 as "0%".
 */
export function formatProbabilityPercent(value: number): string {
  if (value === 0) return percentFormat(0).format(0);
  if (value >= 0.0001) return percentFormat(4).format(value);
  return smallPercentFormat.format(value);
}

const oddsFormats = [0, 1, 2].map(
  (digits) => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
);

/** Odds against "x : 1": "649 739 : 1", "20,6 : 1", "1,37 : 1". */
export function formatOddsAgainst(x: number): string {
  if (!Number.isFinite(x)) return '–';
  const digits = x >= 100 ? 0 : x >= 10 ? 1 : 2;
  // No-break spaces keep "x : 1" on one line.
  return `${oddsFormats[digits].format(x)}\u00a0:\u00a01`;
}

/** 378/1081 → "378/1081". */
export function formatFraction(f: Fraction): string {
  return `${formatInteger(f.numerator)}/${formatInteger(f.denominator)}`;
}
