/**
 * A `YYYY-MM-DD` date written out in the site's language ("2020. szeptember 6.", "September 6, 2020"), with the
 * built region's month names and order (`regions/languages/`). No `Intl`, no time zone: the same text on the
 * server and in every browser. Offer validity lines, which Hungarian inflects, are in `huDate.ts`.
 */
import {region} from '../../data/region';
import {parseIsoDate} from './huDate';

export function formatLongDate(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`Not a YYYY-MM-DD date: ${iso}`);
  const {monthNames, longDate} = region.texts;
  return longDate
    .replace('{year}', String(date.year))
    .replace('{month}', monthNames[date.month - 1] ?? '')
    .replace('{day}', String(date.day));
}
