import {
  formatHuDate,
  huDateFrom,
  huDateOn,
  huDateUntil,
  huYearIn,
  isIsoDate,
  parseIsoDate,
  validityText,
} from '@site/src/lib/format/huDate';

describe('Hungarian dates', () => {
  it('reads YYYY-MM-DD and refuses any other form or a day the month lacks', () => {
    expect(parseIsoDate('2026-11-01')).toEqual({year: 2026, month: 11, day: 1});
    expect(isIsoDate('2028-02-29')).toBe(true);
    for (const text of [
      '2026-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-11-1',
      '26-11-01',
      '2026.11.01.',
      '',
    ]) {
      expect(isIsoDate(text)).toBe(false);
    }
  });

  it('writes the date the Hungarian way', () => {
    expect(formatHuDate('2026-11-01')).toBe('2026. november 1.');
    expect(formatHuDate('2027-01-31')).toBe('2027. január 31.');
    expect(() => formatHuDate('2026-11-31')).toThrow(/ÉÉÉÉ-HH-NN/);
  });

  it('gives every day of the month its -tól/-től and -ig ending', () => {
    // The ordinal's possessive: elsejétől, másodikától, harmadikától, negyedikétől … harmincegyedikétől.
    const endings: Record<number, string> = {
      1: 'jé',
      2: 'á',
      3: 'á',
      4: 'é',
      5: 'é',
      6: 'á',
      7: 'é',
      8: 'á',
      9: 'é',
      10: 'é',
      11: 'é',
      12: 'é',
      13: 'á',
      14: 'é',
      15: 'é',
      16: 'á',
      17: 'é',
      18: 'á',
      19: 'é',
      20: 'á',
      21: 'é',
      22: 'é',
      23: 'á',
      24: 'é',
      25: 'é',
      26: 'á',
      27: 'é',
      28: 'á',
      29: 'é',
      30: 'á',
      31: 'é',
    };
    for (const [day, stem] of Object.entries(endings)) {
      const iso = `2026-12-${day.padStart(2, '0')}`;
      expect(huDateFrom(iso)).toBe(`2026. december ${day}-${stem}${stem === 'á' ? 'tól' : 'től'}`);
      expect(huDateUntil(iso)).toBe(`2026. december ${day}-${stem}ig`);
    }
  });

  it('shortens the end of a period by what the start already says', () => {
    expect(huDateUntil('2027-01-10', '2026-12-15')).toBe('2027. január 10-éig');
    expect(huDateUntil('2026-12-31', '2026-11-01')).toBe('december 31-éig');
    expect(huDateUntil('2026-11-15', '2026-11-01')).toBe('15-éig');
  });

  it('says how long an offer is valid', () => {
    expect(validityText('2026-11-01', null)).toBe('2026. november 1-jétől visszavonásig');
    expect(validityText('2026-11-01', '2026-12-31')).toBe('2026. november 1-jétől december 31-éig');
    expect(validityText('2026-11-02', '2026-11-30')).toBe('2026. november 2-ától 30-áig');
    expect(validityText('2026-12-15', '2027-01-10')).toBe('2026. december 15-étől 2027. január 10-éig');
    expect(validityText('2026-11-20', '2026-11-20')).toBe('2026. november 20.');
  });
});

describe('the day and the year something happened in', () => {
  it('puts the day ending -án/-én (-jén for the first) on the date', () => {
    expect(huDateOn('2020-09-06')).toBe('2020. szeptember 6-án');
    expect(huDateOn('2026-11-01')).toBe('2026. november 1-jén');
    expect(huDateOn('2026-11-04')).toBe('2026. november 4-én');
    expect(huDateOn('2026-11-30')).toBe('2026. november 30-án');
  });

  it('gives a year -ban or -ben by the last word read aloud', () => {
    expect(huYearIn(2020)).toBe('2020-ban');
    expect(huYearIn(2021)).toBe('2021-ben');
    expect(huYearIn(2023)).toBe('2023-ban');
    expect(huYearIn(2025)).toBe('2025-ben');
    expect(huYearIn(2040)).toBe('2040-ben');
    expect(huYearIn(2060)).toBe('2060-ban');
    expect(huYearIn(2100)).toBe('2100-ban');
    expect(huYearIn(2000)).toBe('2000-ben');
  });
});
