// The world record's facts, written once in src/data/worldRecord.ts, as the visitor reads them.
import {isClaimSource} from '@site/src/data/claimSource';
import {WORLD_RECORD, worldRecordSource} from '@site/src/data/worldRecord';
import {worldRecordFacts} from '@site/src/lib/worldRecordFacts';

describe('world record', () => {
  it('formats the figures and the day with the site’s formatters', () => {
    expect(worldRecordFacts()).toMatchObject({
      issuer: 'Guinness World Records',
      title: 'A legnagyobb díjalap egy online pókerversenyen',
      originalTitle: 'Largest prize pool for an online poker tournament',
      eventName: '2020 WSOP Online Main Event',
      eventNumber: 77,
      buyIn: '5000\u00a0$',
      venue: 'GGPoker',
      date: '2020. szeptember 6.',
      prizePool: '27\u00a0559\u00a0500\u00a0$',
      entries: '5802',
      awardYear: 2020,
    });
  });

  it('is backed by independent https reports and is a complete claim source', () => {
    expect(WORLD_RECORD.reports.length).toBeGreaterThanOrEqual(2);
    for (const report of WORLD_RECORD.reports) expect(report.url).toMatch(/^https:\/\/[^/]+\//);
    expect(isClaimSource(worldRecordSource())).toBe(true);
    expect(worldRecordSource()).toMatchObject({issuer: 'Guinness World Records', year: 2020});
  });
});
