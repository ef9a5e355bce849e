/** The site's one number formatter, in the built region's notation (`Intl.NumberFormat` of its locale). */

import {region} from '../../data/region';
import type {Fraction} from '../poker/combinatorics';

/** No-break space: hu-HU's thousands separator, and between a number and its unit ("600 $"). */
export const NBSP = '\u00a0';

export interface DecimalOptions {
  /** Digits after the comma: exactly this many (padded with zeros). Ignored with `significantDigits`. */
  fractionDigits?: number;
  /** At most this many significant digits, trailing zeros dropped. */
  significantDigits?: number;
  /** Multiply by 100 and append "%" (a probability 0..1 in). */
  percent?: boolean;
}

// One formatter per locale and options: making one costs far more than formatting a number.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatDecimal(
  value: number,
  {fractionDigits = 0, significantDigits, percent = false}: DecimalOptions = {},
  locale: string = region.htmlLang,
): string {
  const key = `${locale}|${fractionDigits}|${significantDigits}|${percent}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const digits =
      significantDigits === undefined
        ? {minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits}
        : {maximumSignificantDigits: significantDigits};
    formatter = new Intl.NumberFormat(locale, {style: percent ? 'percent' : 'decimal', ...digits});
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** 2598960 → "2 598 960" (hu-HU leaves four-digit numbers ungrouped: 5000; en-CA: "5,000"). */
export function formatInteger(value: number): string {
  return formatDecimal(value);
}

/** A plain amount: whole numbers without decimals, anything else with two ("0,50"). */
export function formatAmount(value: number): string {
  return formatDecimal(value, {fractionDigits: Number.isInteger(value) ? 0 : 2});
}

/** US dollars in the region's order: 0.5 → "0,50 $" (hu-HU), "$0.50" (en-CA). */
export function formatDollars(value: number): string {
  return region.notation.dollars.replace('{n}', formatAmount(value));
}

/** Play money chips: 20000 → "20 000 P" (hu-HU), "20,000 play chips" (en-CA). */
export function formatPlayMoney(value: number): string {
  return region.notation.playMoney.replace('{n}', formatInteger(value));
}

/** A multiplier: 200000 → "200 000×" (multiplication sign, not the letter x). */
export function formatTimes(value: number): string {
  return `${formatInteger(value)}×`;
}

/** Given as 0–100. */
export function formatWholePercent(value: number): string {
  return `${formatAmount(value)}%`;
}

/** 0.19148936 → "19,15%" (probability 0..1 in, fixed decimals out). */
export function formatPercent(value: number, fractionDigits = 2): string {
  return formatDecimal(value, {fractionDigits, percent: true});
}

/**
 * A probability with as many digits as it needs to stay informative: 4 decimals from 0.01% up ("42,2569%"),
 * three significant digits below that ("0,000154%"), exact 0 as "0%".
 */
export function formatProbabilityPercent(value: number): string {
  if (value === 0) return formatDecimal(0, {percent: true});
  if (value >= 0.0001) return formatDecimal(value, {fractionDigits: 4, percent: true});
  return formatDecimal(value, {significantDigits: 3, percent: true});
}

/** Odds against "x : 1": "649 739 : 1", "20,6 : 1", "1,37 : 1". */
export function formatOddsAgainst(x: number): string {
  if (!Number.isFinite(x)) return '–';
  const digits = x >= 100 ? 0 : x >= 10 ? 1 : 2;
  // No-break spaces keep "x : 1" on one line.
  return `${formatDecimal(x, {fractionDigits: digits})}${NBSP}:${NBSP}1`;
}

export function formatFraction(f: Fraction): string {
  return `${formatInteger(f.numerator)}/${formatInteger(f.denominator)}`;
}
