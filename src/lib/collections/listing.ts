/**
 * Which entries a page shows on a given day, in which order, and that day. An upcoming entry stays on the page (a
 * tournament is announced before it begins). Dates are `YYYY-MM-DD`, so they compare as text. The day is
 * `CONTENT_DATE` when set, so a build or a test can fix it; otherwise today in Budapest, where the offers run.
 */
import {region} from '../../data/region';
import {isIsoDate} from '../format/huDate';

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

const CONTENT_DATE_VARIABLE = 'CONTENT_DATE';

/** Today's date in Budapest as `YYYY-MM-DD` (the Swedish locale writes dates in exactly that form). */
export function budapestToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', {timeZone: 'Europe/Budapest', dateStyle: 'short'}).format(now);
}

export function contentDate(env: Record<string, string | undefined> = process.env, now: Date = new Date()): string {
  const fixed = env[CONTENT_DATE_VARIABLE]?.trim();
  if (!fixed) return budapestToday(now);
  if (!isIsoDate(fixed)) {
    throw new Error(
      `${CONTENT_DATE_VARIABLE}="${fixed}" nem valós ÉÉÉÉ-HH-NN dátum (pl. ${CONTENT_DATE_VARIABLE}=2026-11-01).`,
    );
  }
  return fixed;
}
