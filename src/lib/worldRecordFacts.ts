/**
 * The world record's facts as the visitor reads them: amounts and counts through the site's number formatter
 * ("27 559 500 $"), the day through the Hungarian date formatter ("2020. szeptember 6."). Nothing here is typed
 * by hand; every value comes from `src/data/worldRecord.ts`.
 */
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
