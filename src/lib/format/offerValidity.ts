/**
 * When an offer is valid, in the built region's language: Hungarian inflects its dates (`huDate.ts`: „2026.
 * november 1-jétől visszavonásig”); English writes them with the region's long date ("From November 1, 2026,
 * until withdrawn", "November 1, 2026 to December 31, 2026", "November 1, 2026" for a single day).
 */
import {region} from '../../data/region';
import {validityText} from './huDate';
import {formatLongDate} from './longDate';

function englishValidity(starts: string, ends: string | null): string {
  if (ends === null) return `From ${formatLongDate(starts)}, until withdrawn`;
  if (ends === starts) return formatLongDate(starts);
  return `${formatLongDate(starts)} to ${formatLongDate(ends)}`;
}

export const OFFER_VALIDITY_BY_LANGUAGE = {hu: validityText, en: englishValidity};

/** The validity line of an offer with dates (`ends` null: no announced end), in the built region's language. */
export const offerValidity = OFFER_VALIDITY_BY_LANGUAGE[region.texts.language];
