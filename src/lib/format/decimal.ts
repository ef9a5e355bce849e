/**
 * Decimal notation written out by hand, without `Intl.NumberFormat`, in the built region's notation
 * (`regions/<ID>/region.ts`): hu-HU has a decimal comma and groups the integer part by three with a no-break
 * space from five digits up ("5000", "10 000"); en-CA has a decimal point and commas from four digits up
 * ("5,000"). "-" for negatives, "∞" and "NaN" as Intl writes them.
 *
 * Why not Intl: the first `Intl.NumberFormat` of a page load loads the locale's data, about 10 ms of main
 * thread on a desktop core and four times that on a throttled phone, in the middle of hydration. The
 * output is checked against `Intl.NumberFormat` of each region's locale for thousands of values in the unit
 * tests, so the two cannot drift apart.
 *
 * Rounding follows Intl: the number's shortest decimal form (what `String(x)` shows, so 1.005 is "1.005",
 * not its binary neighbour 1.00499…) is rounded half away from zero.
 */

import type {NumberNotation} from '../../data/region';
import {region} from '../../data/region';

/** No-break space: hu-HU's thousands separator, and between a number and its unit ("600 $"). */
export const NBSP = '\u00a0';

/** A finite, non-negative number as decimal digits: value = 0.d1d2d3… × 10^point. */
interface Digits {
  digits: string;
  point: number;
}

function shortestDigits(magnitude: number): Digits {
  // toExponential() without an argument gives the shortest digits that read back as the same number.
  const [mantissa = '0', exponent = '0'] = magnitude.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  return {digits, point: Number(exponent) + 1};
}

/** Keeps `keep` leading digits, rounding half away from zero (a carry may add a digit in front). */
function roundTo({digits, point}: Digits, keep: number): Digits {
  if (keep < 0) return {digits: '0', point: 1};
  if (keep >= digits.length) return {digits, point};
  const roundUp = (digits[keep] ?? '0') >= '5';
  let kept = digits.slice(0, keep);
  if (!roundUp) return kept === '' ? {digits: '0', point: 1} : {digits: kept, point};
  let index = kept.length - 1;
  while (index >= 0 && kept[index] === '9') index -= 1;
  if (index < 0) return {digits: `1${'0'.repeat(kept.length)}`, point: point + 1};
  kept = `${kept.slice(0, index)}${String(Number(kept[index]) + 1)}${'0'.repeat(kept.length - index - 1)}`;
  return {digits: kept, point};
}

function groupThousands(integer: string, notation: NumberNotation): string {
  if (integer.length < notation.groupFrom) return integer;
  const head = integer.length % 3 || 3;
  const groups = [integer.slice(0, head)];
  for (let start = head; start < integer.length; start += 3) groups.push(integer.slice(start, start + 3));
  return groups.join(notation.group);
}

function layOut({digits, point}: Digits, minFraction: number, notation: NumberNotation): string {
  const integer = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  let fraction = point >= 0 ? digits.slice(point) : `${'0'.repeat(-point)}${digits}`;
  fraction = fraction.replace(/0+$/, '').padEnd(minFraction, '0');
  const grouped = groupThousands(integer.replace(/^0+(?=\d)/, ''), notation);
  return fraction ? `${grouped}${notation.decimal}${fraction}` : grouped;
}

export interface DecimalOptions {
  /** Digits after the comma: exactly this many (padded with zeros). Ignored with `significantDigits`. */
  fractionDigits?: number;
  /** At most this many significant digits, trailing zeros dropped. */
  significantDigits?: number;
  /** Multiply by 100 and append "%" (a probability 0..1 in). */
  percent?: boolean;
}

/**
 * `value` in the region's notation; the same text as `Intl.NumberFormat(<the region's locale>, …)` for the
 * options above.
 */
export function formatDecimal(
  value: number,
  {fractionDigits = 0, significantDigits, percent = false}: DecimalOptions = {},
  notation: NumberNotation = region.notation,
): string {
  const suffix = percent ? '%' : '';
  if (Number.isNaN(value)) return `NaN${suffix}`;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}∞${suffix}`;
  const exact = shortestDigits(Math.abs(value));
  // A percentage moves the decimal point, exactly, as Intl does: no floating-point multiplication.
  const shifted = percent ? {digits: exact.digits, point: exact.point + 2} : exact;
  const isZero = /^0+$/.test(shifted.digits);
  const text =
    significantDigits === undefined
      ? layOut(roundTo(shifted, shifted.point + fractionDigits), fractionDigits, notation)
      : layOut(isZero ? {digits: '0', point: 1} : roundTo(shifted, significantDigits), 0, notation);
  return `${sign}${text}${suffix}`;
}
