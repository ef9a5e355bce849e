/** The figures read from one Lighthouse result (also what `npm run review` compares). */
export interface LighthouseScores {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalByteWeight: number;
  /** JavaScript execution time (Lighthouse `bootup-time`: script evaluation + parse/compile). */
  jsExecMs: number;
  /** Elements on the page (Lighthouse `dom-size`). */
  domSize: number;
}

/** The figures `npm run bench` adds for its bar. */
export interface BenchScores extends LighthouseScores {
  /**
   * Script evaluation time: the `scripting` column of `bootup-time`, summed over its rows. Parse/compile is left
   * out (it is in jsExecMs). Lighthouse lists only scripts with 50 ms or more of work in all, so a page's
   * many small chunks can fall under it; mainThreadMs has no such cut.
   */
  scriptingMs: number;
  /** All main-thread work (Lighthouse `mainthread-work-breakdown`: script, style, layout, paint, GC…). */
  mainThreadMs: number;
}

interface Audit {
  numericValue?: number;
  details?: {items?: readonly Record<string, unknown>[]};
}

/** The part of a Lighthouse result (LHR) that the bench reads. */
export interface Lhr {
  categories: Record<string, {score: number | null} | undefined>;
  audits: Record<string, Audit | undefined>;
  configSettings?: {throttlingMethod?: string; throttling?: {cpuSlowdownMultiplier?: number}};
}

/** The sum of one numeric column of an audit's table; NaN when the audit or its table is missing. */
function columnSum(audit: Audit | undefined, key: string): number {
  const items = audit?.details?.items;
  if (!items) return NaN;
  return items.reduce((total, item) => total + (typeof item[key] === 'number' ? item[key] : 0), 0);
}

/**
 * Under simulated throttling, bootup-time and mainthread-work-breakdown are the unthrottled trace's times
 * multiplied by the CPU slowdown, so their ratio to the scaffold hardly moves between settings (bootup-time's
 * 50 ms cut applies after the multiplier, so a slower setting lists more small scripts); TBT, LCP and the
 * performance score are simulated anew at each.
 */
export function scoresFromLhr({categories, audits}: Lhr): BenchScores {
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    totalByteWeight: numeric('total-byte-weight'),
    jsExecMs: numeric('bootup-time'),
    domSize: numeric('dom-size'),
    scriptingMs: columnSum(audits['bootup-time'], 'scripting'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
  };
}

/** The CPU slowdown a result was simulated at, so a flag Lighthouse ignored cannot pass unnoticed. */
export function simulatedCpu(lhr: Lhr): number | null {
  const settings = lhr.configSettings;
  return settings?.throttlingMethod === 'simulate' ? (settings.throttling?.cpuSlowdownMultiplier ?? null) : null;
}
