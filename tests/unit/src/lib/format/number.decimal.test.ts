import {formatDecimal} from '@site/src/lib/format/number';

it('writes the hu-HU forms the site relies on, in the notation of the built region (Hungary by default)', () => {
  expect(formatDecimal(10000)).toBe('10\u00a0000');
  expect(formatDecimal(5000)).toBe('5000');
  expect(formatDecimal(0.5, {fractionDigits: 2})).toBe('0,50');
  expect(formatDecimal(9 / 47, {fractionDigits: 2, percent: true})).toBe('19,15%');
  expect(formatDecimal(4 / 2598960, {significantDigits: 3, percent: true})).toBe('0,000154%');
  expect(formatDecimal(-12345.678, {fractionDigits: 1})).toBe('-12\u00a0345,7');
  expect(formatDecimal(1.005, {fractionDigits: 2})).toBe('1,01');
});

it('writes the en-CA forms the Canadian site relies on', () => {
  expect(formatDecimal(5000, {}, 'en-CA')).toBe('5,000');
  expect(formatDecimal(0.5, {fractionDigits: 2}, 'en-CA')).toBe('0.50');
  expect(formatDecimal(9 / 47, {fractionDigits: 2, percent: true}, 'en-CA')).toBe('19.15%');
});
