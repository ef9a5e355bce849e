import {REGIONS} from '@site/regions';
import {type DecimalOptions, formatDecimal} from '@site/src/lib/format/decimal';

// The oracle: the browser's own formatter for a region's locale, with the options each DecimalOptions stands for
// (made once per locale and options: a new Intl.NumberFormat per value costs more than the formatting).
function intl({fractionDigits = 0, significantDigits, percent = false}: DecimalOptions, locale: string) {
  const style: Intl.NumberFormatOptions = percent ? {style: 'percent'} : {};
  const digits =
    significantDigits === undefined
      ? {minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits}
      : {maximumSignificantDigits: significantDigits};
  return new Intl.NumberFormat(locale, {...style, ...digits});
}

const OPTIONS: DecimalOptions[] = [
  {},
  {fractionDigits: 1},
  {fractionDigits: 2},
  {fractionDigits: 4},
  {percent: true},
  {percent: true, fractionDigits: 2},
  {percent: true, fractionDigits: 4},
  {percent: true, significantDigits: 3},
  {significantDigits: 3},
];

// Values where rounding, grouping and the exponent form of String(x) are easy to get wrong.
const EDGES = [
  0,
  -0,
  1,
  5,
  9,
  10,
  999,
  1000,
  1081,
  9999,
  9999.5,
  10000,
  12345.678,
  99999.995,
  100000,
  2598960,
  123456789,
  1e21,
  1.005,
  0.125,
  2.675,
  0.5,
  1.5,
  2.5,
  0.05,
  0.005,
  0.0049,
  0.045,
  0.00015,
  0.000153907,
  1.54e-7,
  4e-7,
  9 / 47,
  1098240 / 2598960,
  624 / 2598960,
  4 / 2598960,
  1.3665,
  20.6,
  649739,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  99.995,
  -5,
  -12345,
  -0.001,
  -1.005,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

// A fixed pseudo-random sequence (the same every run) over many magnitudes.
function* samples(count: number): Generator<number> {
  let seed = 0x2f6e2b1;
  for (let index = 0; index < count; index += 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const magnitude = 10 ** ((seed % 17) - 8);
    const digits = (seed % 10007) / (seed % 7 === 0 ? 8 : 1000);
    yield (seed % 11 === 0 ? -1 : 1) * digits * magnitude;
  }
}

// Every region writes numbers in its own notation, checked against Intl for its <html lang>.
describe.each(Object.values(REGIONS).map((config) => [config.htmlLang, config] as const))(
  'formatDecimal in the %s notation: the same text as Intl',
  (locale, config) => {
    it.each(OPTIONS.map((options) => [JSON.stringify(options), options] as const))(
      'on edge values and 3,000 values across 17 orders of magnitude with %s',
      (_label, options) => {
        const oracle = intl(options, locale);
        const wrong: [number, string, string][] = [];
        for (const value of [...EDGES, ...samples(3000)]) {
          const ours = formatDecimal(value, options, config.notation);
          const theirs = oracle.format(value);
          if (ours !== theirs) wrong.push([value, ours, theirs]);
        }
        expect(wrong).toEqual([]);
      },
    );
  },
);

it('writes the hu-HU forms the site relies on, in the notation of the built region (Hungary by default)', () => {
  expect(formatDecimal(10000)).toBe('10\u00a0000');
  expect(formatDecimal(5000)).toBe('5000');
  expect(formatDecimal(0.5, {fractionDigits: 2})).toBe('0,50');
  expect(formatDecimal(9 / 47, {fractionDigits: 2, percent: true})).toBe('19,15%');
});

it('writes the en-CA forms the Canadian site relies on', () => {
  const {notation} = REGIONS.GGPCA;
  expect(formatDecimal(5000, {}, notation)).toBe('5,000');
  expect(formatDecimal(0.5, {fractionDigits: 2}, notation)).toBe('0.50');
  expect(formatDecimal(9 / 47, {fractionDigits: 2, percent: true}, notation)).toBe('19.15%');
});
