/**
 * Calendar dates in Hungarian from the content's `YYYY-MM-DD` strings. The endings are written out by hand; the
 * month names are `Intl`'s, in UTC, so the text is the same on the server and in every browser.
 */

const MONTH = new Intl.DateTimeFormat('hu', {month: 'long', timeZone: 'UTC'});
const MONTHS = Array.from({length: 12}, (_, month) => MONTH.format(Date.UTC(2000, month, 1)));

export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

/** `2026-11-01` → {year: 2026, month: 11, day: 1}; `undefined` for any other text or a day the month lacks. */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [match.at(1), match.at(2), match.at(3)].map(Number) as [number, number, number];
  // Date.UTC rolls an impossible day over (02-30 → 03-02): a real date comes back unchanged.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return {year, month, day};
}

export function isIsoDate(text: string): boolean {
  return parseIsoDate(text) !== undefined;
}

function required(text: string): CalendarDate {
  const date = parseIsoDate(text);
  if (!date) throw new Error(`Nem ÉÉÉÉ-HH-NN alakú dátum: „${text}”`);
  return date;
}

/**
 * The possessive ending of a day's ordinal ("elseje", "másodika", "negyedike"): the days whose ordinal ends
 * in -a take -á- (2-ától, 30-áig), day 1 takes -jé-, every other day -é- (4-étől, 31-éig).
 */
const BACK_VOWEL_DAYS = new Set([2, 3, 6, 8, 13, 16, 18, 20, 23, 26, 28, 30]);

function dayWith(day: number, ending: 'tól' | 'ig' | 'n'): string {
  const stem = day === 1 ? 'jé' : BACK_VOWEL_DAYS.has(day) ? 'á' : 'é';
  const suffix = ending === 'tól' ? (stem === 'á' ? 'tól' : 'től') : ending;
  return `${day}-${stem}${suffix}`;
}

function written(iso: string, writeDay: (day: number) => string): string {
  const {year, month, day} = required(iso);
  return `${year}. ${MONTHS[month - 1] ?? ''} ${writeDay(day)}`;
}

/** `2020-09-06` → "2020. szeptember 6-án": the day something happened on. */
export const huDateOn = (iso: string): string => written(iso, (day) => dayWith(day, 'n'));

/**
 * A year with "-ban/-ben" ("2020-ban", "2021-ben"): the ending follows the last word read aloud — the last
 * non-zero digit, or the tens, hundreds or thousands word when the number ends in zeros.
 */
const BACK_DIGITS = new Set([3, 6, 8]);
const BACK_TENS = new Set([2, 3, 6, 8]);

export function huYearIn(year: number): string {
  const ones = year % 10;
  const tens = Math.floor(year / 10) % 10;
  const hundreds = Math.floor(year / 100) % 10;
  const back = ones !== 0 ? BACK_DIGITS.has(ones) : tens !== 0 ? BACK_TENS.has(tens) : hundreds !== 0 ? true : false;
  return `${year}-${back ? 'ban' : 'ben'}`;
}

/** `2026-11-01` → "2026. november 1." */
export const formatHuDate = (iso: string): string => written(iso, (day) => `${day}.`);

/** `2026-11-01` → "2026. november 1-jétől" */
export const huDateFrom = (iso: string): string => written(iso, (day) => dayWith(day, 'tól'));

/**
 * The end of a period, as short as the start allows: "2027. január 10-éig" in another year, "december
 * 31-éig" in the same year, "15-éig" in the same month.
 */
export function huDateUntil(iso: string, start?: string): string {
  const end = required(iso);
  const from = start === undefined ? undefined : required(start);
  const day = dayWith(end.day, 'ig');
  if (from?.year !== end.year) return `${end.year}. ${MONTHS[end.month - 1] ?? ''} ${day}`;
  if (from.month !== end.month) return `${MONTHS[end.month - 1] ?? ''} ${day}`;
  return day;
}

/** When an offer is valid: "2026. november 1-jétől visszavonásig" without an announced end (`ends` null). */
export function validityText(starts: string, ends: string | null): string {
  if (ends === null) return `${huDateFrom(starts)} visszavonásig`;
  if (ends === starts) return formatHuDate(starts);
  return `${huDateFrom(starts)} ${huDateUntil(ends, starts)}`;
}
