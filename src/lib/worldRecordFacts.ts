/** The world record's facts (`src/data/worldRecord.ts`) as the visitor reads them, through the site's formatters. */
import {awardYear, recordTitle, WORLD_RECORD, type WorldRecord} from '../data/worldRecord';
import {formatFigure} from './format/figureText';
import {formatLongDate} from './format/offerValidity';

export type WorldRecordFacts = ReturnType<typeof worldRecordFacts>;

export function worldRecordFacts(record: WorldRecord = WORLD_RECORD) {
  return {
    issuer: record.issuer,
    // The title in Hungarian, and as the issuer words it.
    title: recordTitle(record),
    originalTitle: record.title.en,
    eventName: record.event.name,
    eventNumber: record.event.number,
    buyIn: formatFigure(record.event.buyIn),
    venue: record.event.venue,
    // The final table's day.
    date: formatLongDate(record.date),
    prizePool: formatFigure(record.prizePool),
    entries: formatFigure(record.entries),
    awardYear: awardYear(record),
    reports: record.reports,
  };
}
