/**
 * The Lighthouse part of the reviewer's report: for each measured route the base → head figures with the
 * change, in Hungarian number format. Speed is a hint here (one run per side), so the note says so.
 */
import {formatInteger} from '../../src/lib/format/number';
import type {LighthouseResult} from './lighthouse';

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
