import {typedAmount} from '@site/src/admin/entryValues';
import {parseAmount} from '@site/src/lib/collections/amount';
import {parseFigureText, withSiteSpaces} from '@site/src/lib/format/figureParse';

const NBSP = '\u00a0';

describe('an amount typed with ordinary spaces', () => {
  it.each([
    ['50 000 P', `50${NBSP}000${NBSP}P`],
    ['1 000 000 P', `1${NBSP}000${NBSP}000${NBSP}P`],
    ['0,50 $', `0,50${NBSP}$`],
    ['12 500 $', `12${NBSP}500${NBSP}$`],
    [`50\u202f000 P`, `50${NBSP}000${NBSP}P`],
    ['200 000×', `200${NBSP}000×`],
    ['1000 $', `1000${NBSP}$`],
  ])('„%s” gets the site’s no-break spaces', (typed, written) => {
    expect(typedAmount(typed)).toBe(written);
    // …and is then an amount written exactly as the site writes it.
    expect(parseFigureText(String(typedAmount(typed))).ok).toBe(true);
  });

  it('is no longer refused for its spaces (the refusal before: „50 000 P” helyett „50 000 P”)', () => {
    expect(parseAmount('50 000 P')).toMatchObject({ok: false});
    expect(parseAmount(String(typedAmount('50 000 P')))).toMatchObject({ok: true, amount: {value: 50_000}});
  });

  it.each([
    'fig:welcomeMatchCap',
    'Flip & Go',
    'Hétvégi játékpénz 2 000 P-ért',
    '50 00 P',
    '1000$',
    ' 600 $',
    '/poker-games/#flip--go',
  ])('leaves „%s” as typed (not an amount, or wrong in another way the check names)', (typed) => {
    expect(typedAmount(typed)).toBe(typed);
  });

  it('leaves a switch’s value and an empty field alone', () => {
    expect(typedAmount(true)).toBe(true);
    expect(typedAmount('')).toBe('');
    expect(typedAmount(undefined)).toBeUndefined();
  });

  it('changes only the spaces: the text keeps its length, so the cursor stays put', () => {
    expect(withSiteSpaces('Nyeremény: 50 000 P és 0,50 $')).toBe(`Nyeremény: 50${NBSP}000${NBSP}P és 0,50${NBSP}$`);
    expect(withSiteSpaces('3 Pókerasztal, 2 Pont')).toBe('3 Pókerasztal, 2 Pont');
  });
});
