/**
 * Lighthouse (mobile, simulated throttling, performance only) on the changed routes of both builds, base and
 * head one after the other for each route so that the machine's load hits both alike, and its part of the report:
 * for each measured route the base → head figures with the change, in Hungarian number format. One run per side:
 * a reviewer reads it as a hint (a drop of a few points is within run-to-run noise), the benchmark
 * (`npm run bench`) is where speed is measured properly, and the note says so.
 */
import {listen} from '../../server/node/listen';
import {formatInteger} from '../../src/lib/format/number';
import {lighthouseOnce, type LighthouseScores} from '../bench/lighthouse';

/** The figures the report shows: the performance score, LCP, TBT and CLS. */
type ReviewScores = Pick<LighthouseScores, 'performance' | 'lcpMs' | 'tbtMs' | 'cls'>;

// Only the audits of the performance score (it weighs these five metrics, so it is the same as a whole run's):
// the category's other audits and the full-page screenshot would double the time of each run.
const SCORE_AUDITS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

async function scores(url: string, lockHeld: boolean): Promise<ReviewScores> {
  const {performance, lcpMs, tbtMs, cls} = await lighthouseOnce(url, lockHeld, undefined, SCORE_AUDITS);
  return {performance, lcpMs, tbtMs, cls};
}

export interface LighthouseDelta {
  route: string;
  base: ReviewScores;
  head: ReviewScores;
}

export interface LighthouseResult {
  measured: LighthouseDelta[];
  /** Changed routes left out because of the route limit. */
  skipped: string[];
}

export async function lighthouseRoutes(
  routes: readonly string[],
  builds: {base: string; head: string},
  {maxRoutes, lockHeld}: {maxRoutes: number; lockHeld: boolean},
): Promise<LighthouseResult> {
  const chosen = routes.slice(0, maxRoutes);
  const servers = {
    base: await listen({buildDir: builds.base, env: {}}),
    head: await listen({buildDir: builds.head, env: {}}),
  };
  const measured: LighthouseDelta[] = [];
  try {
    for (const route of chosen) {
      const base = await scores(`${servers.base.origin}${route}`, lockHeld);
      const head = await scores(`${servers.head.origin}${route}`, lockHeld);
      measured.push({route, base, head});
    }
  } finally {
    await Promise.all([servers.base.close(), servers.head.close()]);
  }
  return {measured, skipped: routes.slice(maxRoutes)};
}

const decimals = (value: number, digits: number) =>
  new Intl.NumberFormat('hu-HU', {minimumFractionDigits: digits, maximumFractionDigits: digits}).format(value);

function change(base: number, head: number, show: (value: number) => string): string {
  const difference = head - base;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return `${show(base)} → ${show(head)} (${sign}${show(Math.abs(difference))})`;
}

const score = (value: number) => formatInteger(value);
const seconds = (ms: number) => `${decimals(ms / 1000, 2)} s`;
const millis = (ms: number) => `${formatInteger(ms)} ms`;
const shift = (value: number) => decimals(value, 3);

export const LIGHTHOUSE_TITLE = 'Lighthouse (mobil, szimulált lassítás, oldalanként egy-egy futás)';
export const LIGHTHOUSE_NOTE =
  'Egy futás: néhány pont vagy néhány tíz ms eltérés a mérési zajon belül van; a pontos mérés az `npm run bench`.';

/** Table rows: route, performance, LCP, TBT, CLS, each as "base → head (change)". */
export function lighthouseRows(result: LighthouseResult): string[][] {
  return result.measured.map(({route, base, head}) => [
    route,
    change(base.performance, head.performance, score),
    change(base.lcpMs, head.lcpMs, seconds),
    change(base.tbtMs, head.tbtMs, millis),
    change(base.cls, head.cls, shift),
  ]);
}

export function lighthouseMarkdown(result: LighthouseResult): string[] {
  const lines = [`### ${LIGHTHOUSE_TITLE}`, ''];
  if (result.measured.length === 0 && result.skipped.length === 0) {
    return [...lines, 'Nincs módosult oldal, amelyet mérni lehetne.', ''];
  }
  if (result.measured.length > 0) {
    lines.push('| oldal | teljesítmény | LCP | TBT | CLS |', '|---|---|---|---|---|');
    for (const [route, ...cells] of lighthouseRows(result)) lines.push(`| \`${route}\` | ${cells.join(' | ')} |`);
    lines.push('', LIGHTHOUSE_NOTE);
  }
  if (result.skipped.length > 0) {
    lines.push(
      '',
      `Nem mért módosult oldalak (a korlát miatt, \`--lighthouse\`): ${result.skipped.map((r) => `\`${r}\``).join(', ')}.`,
    );
  }
  return [...lines, ''];
}
