import {formatHuDate} from '@site/src/lib/format/huDate';
import {formatLongDate} from '@site/src/lib/format/offerValidity';

describe('formatLongDate: a date in the built region language', () => {
  it('writes Hungarian dates exactly as the Hungarian date formatter does', () => {
    for (const iso of ['2020-09-06', '2026-01-01', '2026-12-31', '2024-02-29']) {
      expect(formatLongDate(iso)).toBe(formatHuDate(iso));
    }
    expect(formatLongDate('2020-09-06')).toBe('2020. szeptember 6.');
  });

  it.each(['2026-02-30', '6 Sept 2020', '', '2020-9-6'])('refuses %j rather than writing a wrong date', (text) => {
    expect(() => formatLongDate(text)).toThrow(`Not a YYYY-MM-DD date: ${text}`);
  });
});
