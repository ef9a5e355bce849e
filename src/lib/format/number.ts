/**
 * The site's one number formatter, hu-HU: decimal comma, thousands grouped with a no-break space, "42,26%".
 * Poker tables, marketing figures and prose constants all format here; the notation itself is written out
 * in `huDecimal.ts` (no `Intl.NumberFormat`, whose locale data cost every page with a figure ~40 ms of a
 * throttled phone's main thread).
 */

import type {Fraction} from '../poker/fraction';
import {formatHuDecimal, NBSP} from './huDecimal';

export {NBSP};

/** 2598960 → "2 598 960" (hu-HU leaves four-digit numbers ungrouped: 5000). */
export function formatInteger(value: number): string {
  return formatHuDecimal(value);
}

/** A plain amount: whole numbers without decimals, anything else with two ("0,50"). */
export function formatAmount(value: number): string {
  return formatHuDecimal(value, {fractionDigits: Number.isInteger(value) ? 0 : 2});
}

/** US dollars, Hungarian order: 0.5 → "0,50 $", 10000 → "10 000 $". */
export function formatDollars(value: number): string {
  return `${formatAmount(value)}${NBSP}$`;
}

/** Play money chips: 20000 → "20 000 P". */
export function formatPlayMoney(value: number): string {
  return `${formatInteger(value)}${NBSP}P`;
}

/** A multiplier: 200000 → "200 000×" (multiplication sign, not the letter x). */
export function formatTimes(value: number): string {
  return `${formatInteger(value)}×`;
}

/** A whole-number percentage given as 0–100: 100 → "100%". */
export function formatWholePercent(value: number): string {
  return `${formatAmount(value)}%`;
}

/** 0.19148936 → "19,15%" (probability 0..1 in, fixed decimals out). */
export function formatPercent(value: number, fractionDigits = 2): string {
  return formatHuDecimal(value, {fractionDigits, percent: true});
}

/**
 * A probability as a percentage with as many digits as it needs to stay
 * informative: 4 decimals from 0.01% up ("42,2569%", "0,0240%"), three
 * significant digits below that ("0,000154%"), exact 0 as "0%".
 */
export function formatProbabilityPercent(value: number): string {
  if (value === 0) return formatHuDecimal(0, {percent: true});
  if (value >= 0.0001) return formatHuDecimal(value, {fractionDigits: 4, percent: true});
  return formatHuDecimal(value, {significantDigits: 3, percent: true});
}

/** Odds against "x : 1": "649 739 : 1", "20,6 : 1", "1,37 : 1". */
export function formatOddsAgainst(x: number): string {
  if (!Number.isFinite(x)) return '–';
  const digits = x >= 100 ? 0 : x >= 10 ? 1 : 2;
  // No-break spaces keep "x : 1" on one line.
  return `${formatHuDecimal(x, {fractionDigits: digits})}${NBSP}:${NBSP}1`;
}

/** 378/1081 → "378/1081". */
export function formatFraction(f: Fraction): string {
  return `${formatInteger(f.numerator)}/${formatInteger(f.denominator)}`;
}
