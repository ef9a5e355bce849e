import {budapestToday, contentDate, isExpired, shownEntries} from '@site/src/lib/collections';

const entry = (title: string, starts: string, ends: string | null) => ({title, dates: {starts, ends}});
const ongoing = (
  title: string,
  order?: number,
): {title: string; order?: number; dates?: {starts: string; ends: string | null}} =>
  order === undefined ? {title} : {title, order};

describe('which entries a page shows on a day', () => {
  it('an entry is expired from the day after its end; one without an end never expires', () => {
    expect(isExpired(entry('a', '2026-11-01', '2026-11-30'), '2026-11-30')).toBe(false);
    expect(isExpired(entry('a', '2026-11-01', '2026-11-30'), '2026-12-01')).toBe(true);
    expect(isExpired(entry('a', '2026-11-01', null), '2099-01-01')).toBe(false);
    expect(isExpired(ongoing('a'), '2099-01-01')).toBe(false);
  });

  it("puts the writers' order first, then running dated entries, ongoing ones, and upcoming ones", () => {
    const entries = [
      entry('Közeli', '2026-12-01', '2026-12-14'),
      ongoing('Játékpénz'),
      ongoing('Üdvözlő', 1),
      entry('Futó', '2026-11-20', '2026-11-30'),
      ongoing('Cashback', 2),
      ongoing('Akció'),
    ];
    expect(shownEntries(entries, '2026-11-25').map((shown) => shown.title)).toEqual([
      'Üdvözlő',
      'Cashback',
      'Futó',
      'Akció',
      'Játékpénz',
      'Közeli',
    ]);
  });

  it('leaves the expired out; current first, newest first, then by title; upcoming after, soonest first', () => {
    const entries = [
      entry('Régi', '2026-01-01', '2026-10-31'),
      entry('Zárszó', '2026-11-01', null),
      entry('Ász', '2026-11-01', null),
      entry('Új', '2026-11-20', '2026-12-31'),
      entry('Távoli', '2027-03-01', null),
      entry('Közeli', '2026-12-01', null),
      entry('Éjféli', '2026-11-01', '2026-11-25'),
    ];
    expect(shownEntries(entries, '2026-11-25').map((shown) => shown.title)).toEqual([
      'Új',
      'Ász',
      'Éjféli',
      'Zárszó',
      'Közeli',
      'Távoli',
    ]);
  });

  it('does not change the list it is given', () => {
    const entries = [entry('B', '2026-11-01', null), entry('A', '2026-11-01', null)];
    shownEntries(entries, '2026-11-25');
    expect(entries.map((shown) => shown.title)).toEqual(['B', 'A']);
  });
});

describe('the content date', () => {
  it('is CONTENT_DATE when set, so builds and tests never depend on the real day', () => {
    expect(contentDate({CONTENT_DATE: '2026-11-01'})).toBe('2026-11-01');
    expect(contentDate({CONTENT_DATE: ' 2027-01-31 '})).toBe('2027-01-31');
  });

  it('refuses a CONTENT_DATE that is no real date, in Hungarian', () => {
    expect(() => contentDate({CONTENT_DATE: '2026-02-30'})).toThrow(
      'CONTENT_DATE="2026-02-30" nem valós ÉÉÉÉ-HH-NN dátum (pl. CONTENT_DATE=2026-11-01).',
    );
  });

  it('is otherwise today in Budapest, which may already be tomorrow in UTC', () => {
    expect(contentDate({}, new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
    expect(budapestToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    // Summer time: UTC+2.
    expect(budapestToday(new Date('2026-07-31T21:59:00Z'))).toBe('2026-07-31');
    expect(budapestToday(new Date('2026-07-31T22:00:00Z'))).toBe('2026-08-01');
  });
});
