/**
 * The world record the header badge, the footer banner and the certificate pop-up show: they read it from here
 * and never repeat a fact by hand.
 */
import type {ClaimSource} from './claimSource';
import {region} from './region';

export const WORLD_RECORD = {
  issuer: 'Guinness World Records',
  /** The record's title: as the issuer words it (`en`), and in each site language for the visitor. */
  title: {
    en: 'Largest prize pool for an online poker tournament',
    hu: 'A legnagyobb díjalap egy online pókerversenyen',
  },
  /** The tournament that set it: its number in the series ("Event #77"), where it was played. */
  event: {
    name: '2020 WSOP Online Main Event',
    number: 77,
    buyIn: {value: 5000, unit: 'dollars'},
    venue: 'GGPoker',
  },
  prizePool: {value: 27_559_500, unit: 'dollars'},
  entries: {value: 5802, unit: 'count'},
  /** Day of the final table, `YYYY-MM-DD`. */
  date: '2020-09-06',
  /** When the issuer awarded the title, `YYYY-MM`. */
  awarded: '2020-10',
  /** Independent reports that confirm the record; the first is the banner's source link. */
  reports: [
    {
      publisher: 'Online Poker Report',
      url: 'https://onlinepokerreport.com/45424/guinness-record-ggpoker-wsop-main-event-prize-pool/',
    },
    {publisher: 'CalvinAyre.com', url: 'https://calvinayre.com/?p=700620'},
  ],
} as const;

export type WorldRecord = typeof WORLD_RECORD;

export function recordTitle(record: WorldRecord): string {
  return record.title[region.texts.language];
}

export function awardYear(record: WorldRecord): number {
  return Number(record.awarded.slice(0, 4));
}

export function worldRecordSource(record: WorldRecord = WORLD_RECORD): ClaimSource {
  return {
    issuer: record.issuer,
    year: awardYear(record),
    event: `${record.title.en}: ${record.event.name} (Event #${record.event.number})`,
    url: record.reports[0].url,
  };
}
