/**
 * Which entries a page shows on a given day, in which order. An entry is expired the day after its `ends`;
 * one whose `starts` is still ahead is upcoming and stays on the page (a tournament is announced before it
 * begins). Current entries come first, the newest first; upcoming ones after them, the soonest first; ties
 * by title in the site language's order. Dates are `YYYY-MM-DD`, so they compare as text.
 */
import {region} from '../../data/region';

interface Dated {
  title: string;
  starts: string;
  ends: string | null;
}

export function isExpired(entry: Pick<Dated, 'ends'>, today: string): boolean {
  return entry.ends !== null && entry.ends < today;
}

function byTitle(a: Dated, b: Dated): number {
  return a.title.localeCompare(b.title, region.locale);
}

export function shownEntries<T extends Dated>(entries: readonly T[], today: string): T[] {
  const live = entries.filter((entry) => !isExpired(entry, today));
  const current = live.filter((entry) => entry.starts <= today);
  const upcoming = live.filter((entry) => entry.starts > today);
  current.sort((a, b) => b.starts.localeCompare(a.starts) || byTitle(a, b));
  upcoming.sort((a, b) => a.starts.localeCompare(b.starts) || byTitle(a, b));
  return [...current, ...upcoming];
}
