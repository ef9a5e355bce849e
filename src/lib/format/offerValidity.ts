/**
 * Dates in the built region's language (`Intl`'s long date) and when an offer is valid; Hungarian inflects its
 * validity dates (`huDate.ts`). In UTC: the same text on the server and in every browser.
 */
import {region} from '../../data/region';
import {parseIsoDate, validityText} from './huDate';

export function formatLongDate(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`Not a YYYY-MM-DD date: ${iso}`);
  return LONG_DATE.format(Date.UTC(date.year, date.month - 1, date.day));
}

const LONG_DATE = new Intl.DateTimeFormat(region.texts.language, {dateStyle: 'long', timeZone: 'UTC'});

function englishValidity(starts: string, ends: string | null): string {
  if (ends === null) return `From ${formatLongDate(starts)}, until withdrawn`;
  if (ends === starts) return formatLongDate(starts);
  return `${formatLongDate(starts)} to ${formatLongDate(ends)}`;
}

export const OFFER_VALIDITY_BY_LANGUAGE = {hu: validityText, en: englishValidity};

/** The validity line of an offer with dates (`ends` null: no announced end), in the built region's language. */
export const offerValidity = OFFER_VALIDITY_BY_LANGUAGE[region.texts.language];
