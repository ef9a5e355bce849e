/**
 * Which entries a page shows on a given day, in which order. A dated entry is expired the day after its
 * `ends`; one whose `starts` is still ahead is upcoming and stays on the page (a tournament is announced before
 * it begins). An ongoing entry (no dates) never expires. Order: the writers' `order` first (1 first); then
 * current dated entries, the newest first; ongoing ones; upcoming ones, the soonest first; ties by title in
 * the site language's order. Dates are `YYYY-MM-DD`, so they compare as text.
 */
import {region} from '../../data/region';

interface Listed {
  title: string;
  order?: number;
  dates?: {starts: string; ends: string | null};
}

export function isExpired(entry: Pick<Listed, 'dates'>, today: string): boolean {
  const ends = entry.dates?.ends ?? null;
  return ends !== null && ends < today;
}

/** 0: running dated entry, 1: ongoing, 2: announced but not begun. */
function stage(entry: Listed, today: string): number {
  if (!entry.dates) return 1;
  return entry.dates.starts <= today ? 0 : 2;
}

function compare(a: Listed, b: Listed, today: string): number {
  const byOrder = (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER);
  if (byOrder !== 0) return byOrder;
  const [stageA, stageB] = [stage(a, today), stage(b, today)];
  if (stageA !== stageB) return stageA - stageB;
  const [startA, startB] = [a.dates?.starts ?? '', b.dates?.starts ?? ''];
  const byDate = stageA === 0 ? startB.localeCompare(startA) : startA.localeCompare(startB);
  return byDate || a.title.localeCompare(b.title, region.locale);
}

export function shownEntries<T extends Listed>(entries: readonly T[], today: string): T[] {
  return entries.filter((entry) => !isExpired(entry, today)).sort((a, b) => compare(a, b, today));
}
