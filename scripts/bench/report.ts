import type {TimedRun} from './builds';
import type {LighthouseScores} from './lighthouse';
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

export interface CpuSetting {
  cpu: number;
  /** null when every scaffold run failed */
  scaffold: LighthouseScores | null;
  scaffoldRuns: number;
  rows: RouteRow[];
}

/**
 * The bar every route must meet at every CPU setting, against the scaffold home of the same run: a content page
 * should run less script than a bare Docusaurus site, and the slow setting shows it where the default hides it.
 * A missing figure does not meet it (NaN fails every comparison).
 */
export function meetsBar(pairs: readonly Record<'scores' | 'scaffold', LighthouseScores | null>[]): boolean {
  return (
    pairs.length > 0 &&
    pairs.every(
      ({scores, scaffold}) =>
        scores !== null &&
        scaffold !== null &&
        scores.scriptingMs <= 0.5 * scaffold.scriptingMs &&
        scores.tbtMs <= 0.5 * scaffold.tbtMs &&
        scores.performance >= scaffold.performance &&
        scores.cls === 0,
    )
  );
}

export function barResults(settings: readonly CpuSetting[]): {met: string[]; missed: string[]} {
  const routes = settings[0]?.rows.map((row) => row.route) ?? [];
  const scoresAt = (route: string, {rows}: CpuSetting) => rows.find((row) => row.route === route)?.scores ?? null;
  const met = routes.filter((route) =>
    meetsBar(settings.map((setting) => ({scores: scoresAt(route, setting), scaffold: setting.scaffold}))),
  );
  return {met, missed: routes.filter((route) => !met.includes(route))};
}

/** Worst first: lowest performance, then the longest blocking time; failed routes on top. */
export function sortWorstFirst(rows: readonly RouteRow[]): RouteRow[] {
  return [...rows].sort((a, b) => {
    if (!a.scores || !b.scores) return a.scores ? 1 : b.scores ? -1 : 0;
    return a.scores.performance - b.scores.performance || b.scores.tbtMs - a.scores.tbtMs;
  });
}

const cpuLabel = (cpu: number): string => `CPU slowdown ${cpu}×${cpu === 4 ? " (Lighthouse's mobile default)" : ''}`;

/** The scaffold's own row holds its absolute figures (what tells one machine's run from another's). */
export function lighthouseTable({scaffold, scaffoldRuns, rows}: CpuSetting): string[] {
  const lines = [
    '| route | perf | LCP | TBT | TBT / scaffold | scripting | scripting / scaffold | JS executed | main thread | main thread / scaffold | CLS | DOM size | bar met here | runs |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|---:|',
  ];
  const of = (value: number, key: keyof LighthouseScores): string => (scaffold ? ratio(value, scaffold[key]) : 'n/a');
  const row = (name: string, s: LighthouseScores, met: string, runs: number): string =>
    `| ${name} | ${s.performance} | ${seconds(s.lcpMs)} | ${ms(s.tbtMs)} | ${of(s.tbtMs, 'tbtMs')} | ${ms(s.scriptingMs)} | ${of(s.scriptingMs, 'scriptingMs')} | ${ms(s.jsExecMs)} | ${ms(s.mainThreadMs)} | ${of(s.mainThreadMs, 'mainThreadMs')} | ${s.cls.toFixed(3)} | ${s.domSize.toFixed(0)} |${met && ` ${met}`} | ${runs} |`;
  if (scaffold) lines.push(row('**scaffold /**', scaffold, '', scaffoldRuns));
  for (const {route, scores, runs} of sortWorstFirst(rows)) {
    lines.push(
      scores
        ? row(route, scores, meetsBar([{scores, scaffold}]) ? 'yes' : 'no', runs)
        : `| ${route} | failed | | | | | | | | | | | no | 0 |`,
    );
  }
  return lines;
}

export function lighthouseSection(settings: readonly CpuSetting[]): string[] {
  const {met, missed} = barResults(settings);
  const cpus = settings.map(({cpu}) => `${cpu}×`).join(' and ');
  return [
    `### Lighthouse per route (${met.length + missed.length} routes, CPU slowdown ${cpus})`,
    '',
    "Bar per route, at every CPU setting: scripting ≤ 0.5× the scaffold home's, TBT ≤ 0.5× the scaffold home's, perf ≥ the scaffold home's, CLS 0 (all from this run, at the same setting). Scripting is Lighthouse `bootup-time`'s script evaluation, main thread is `mainthread-work-breakdown`; under simulated throttling both are the observed times × the slowdown, while TBT, LCP and perf are simulated.",
    ...settings.flatMap((setting) => [
      '',
      `#### ${cpuLabel(setting.cpu)}, worst first`,
      '',
      ...lighthouseTable(setting),
    ]),
    '',
    `Routes meeting the bar at every setting: ${met.length} of ${met.length + missed.length}.${missed.length > 0 ? ` Not met: ${missed.join(', ')}.` : ''}`,
  ];
}

export function weightTable(site: PageWeight, scaffold: PageWeight): string[] {
  const row = (label: string, a: number, b: number) => `| ${label} | ${kb(a)} | ${kb(b)} | ${ratio(a, b)} |`;
  return [
    '| | site | scaffold | ratio |',
    '|---|---:|---:|---:|',
    row('JS raw', site.jsRaw, scaffold.jsRaw),
    row('JS gzip (all, app included)', site.jsGzip, scaffold.jsGzip),
    row('JS gzip run on load, before any interaction', site.loadJsGzip, scaffold.loadJsGzip),
    row('CSS raw', site.cssRaw, scaffold.cssRaw),
    row('CSS gzip', site.cssGzip, scaffold.cssGzip),
    row('HTML gzip', site.htmlGzip, scaffold.htmlGzip),
    row('eager images', site.imagesRaw, scaffold.imagesRaw),
    row('first visit before any interaction (gzip text + images)', site.totalTransfer, scaffold.totalTransfer),
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
