/**
 * The day the content is judged on (what has expired): `CONTENT_DATE=YYYY-MM-DD` when set, so a build or a
 * test can fix the day; otherwise today in Budapest, where the site's offers run.
 */
import {isIsoDate} from '../format/huDate';

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
