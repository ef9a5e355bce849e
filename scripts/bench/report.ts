import type {LighthouseScores} from './lighthouse';
import type {TimedRun} from './run';
import type {PageWeight} from './weight';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const ratio = (a: number, b: number): string => (b > 0 && Number.isFinite(a) ? `${(a / b).toFixed(2)}×` : 'n/a');
const ms = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');
const seconds = (value: number): string => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');

export interface RouteRow {
  route: string;
  /** null when every run of the route failed */
  scores: LighthouseScores | null;
  runs: number;
}

/** Worst first: lowest performance, then the longest blocking time; failed routes on top. */
export function sortWorstFirst(rows: readonly RouteRow[]): RouteRow[] {
  return [...rows].sort((a, b) => {
    if (!a.scores || !b.scores) return a.scores ? 1 : b.scores ? -1 : 0;
    return a.scores.performance - b.scores.performance || b.scores.tbtMs - a.scores.tbtMs;
  });
}

/** The per-route bar: perf ≥ the scaffold's, TBT ≤ 0.5× the scaffold's, CLS 0. */
export function meetsBar(scores: LighthouseScores, scaffold: LighthouseScores): boolean {
  return scores.performance >= scaffold.performance && scores.tbtMs <= 0.5 * scaffold.tbtMs && scores.cls === 0;
}

export function lighthouseTable(
  rows: readonly RouteRow[],
  scaffold: LighthouseScores | null,
  scaffoldRuns: number,
): string[] {
  const lines = [
    '| route | perf | LCP | TBT | CLS | JS executed | DOM size | TBT / scaffold | bar met | runs |',
    '|---|---:|---:|---:|---:|---:|---:|---:|:---:|---:|',
  ];
  if (scaffold) {
    lines.push(
      `| **scaffold /** | ${scaffold.performance} | ${seconds(scaffold.lcpMs)} | ${ms(scaffold.tbtMs)} | ${scaffold.cls.toFixed(3)} | ${ms(scaffold.jsExecMs)} | ${scaffold.domSize.toFixed(0)} | 1.00× | | ${scaffoldRuns} |`,
    );
  }
  for (const {route, scores, runs} of sortWorstFirst(rows)) {
    if (!scores) {
      lines.push(`| ${route} | failed | | | | | | | no | 0 |`);
      continue;
    }
    const met = scaffold ? (meetsBar(scores, scaffold) ? 'yes' : 'no') : '?';
    lines.push(
      `| ${route} | ${scores.performance} | ${seconds(scores.lcpMs)} | ${ms(scores.tbtMs)} | ${scores.cls.toFixed(3)} | ${ms(scores.jsExecMs)} | ${scores.domSize.toFixed(0)} | ${scaffold ? ratio(scores.tbtMs, scaffold.tbtMs) : 'n/a'} | ${met} | ${runs} |`,
    );
  }
  return lines;
}

export function weightTable(site: PageWeight, scaffold: PageWeight): string[] {
  const row = (label: string, a: number, b: number) => `| ${label} | ${kb(a)} | ${kb(b)} | ${ratio(a, b)} |`;
  return [
    '| | site | scaffold | ratio |',
    '|---|---:|---:|---:|',
    row('JS raw', site.jsRaw, scaffold.jsRaw),
    row('JS gzip', site.jsGzip, scaffold.jsGzip),
    row('CSS raw', site.cssRaw, scaffold.cssRaw),
    row('CSS gzip', site.cssGzip, scaffold.cssGzip),
    row('HTML gzip', site.htmlGzip, scaffold.htmlGzip),
    row('eager images', site.imagesRaw, scaffold.imagesRaw),
    row('total (gzip text + images)', site.totalTransfer, scaffold.totalTransfer),
  ];
}

export function buildTable(site: TimedRun, scaffold: TimedRun): string[] {
  return [
    '| | site | scaffold | ratio |',
    '|---|---:|---:|---:|',
    `| wall time | ${site.wallSeconds.toFixed(1)} s | ${scaffold.wallSeconds.toFixed(1)} s | ${ratio(site.wallSeconds, scaffold.wallSeconds)} |`,
    `| peak memory | ${site.peakMemoryMb.toFixed(0)} MB | ${scaffold.peakMemoryMb.toFixed(0)} MB | ${ratio(site.peakMemoryMb, scaffold.peakMemoryMb)} |`,
  ];
}
