import {type Lhr, scoresFromLhr, simulatedCpu} from '@site/scripts/bench/lighthouse';
import {
  barResults,
  type CpuSetting,
  lighthouseSection,
  lighthouseTable,
  meetsBar,
  sortWorstFirst,
} from '@site/scripts/bench/report';

interface Fake {
  perf: number;
  tbt: number;
  /** the `scripting` column of bootup-time, one row per script */
  scripting: number[];
  mainThread: number;
  cls?: number;
  cpu?: number;
}

/** A Lighthouse 12 result with only the audits the bench reads, shaped as bootup-time and the others write them. */
function fakeLhr({perf, tbt, scripting, mainThread, cls = 0, cpu = 4}: Fake): Lhr {
  const items = scripting.map((ms, index) => ({
    url: `http://localhost/assets/js/${index}.js`,
    total: ms + 30,
    scripting: ms,
    scriptParseCompile: 10,
  }));
  return {
    categories: {performance: {score: perf / 100}},
    audits: {
      'largest-contentful-paint': {numericValue: 1500},
      'total-blocking-time': {numericValue: tbt},
      'cumulative-layout-shift': {numericValue: cls},
      'dom-size': {numericValue: 400},
      // numericValue adds parse/compile; the bench's scripting figure is the evaluation column alone.
      'bootup-time': {numericValue: scripting.reduce((sum, ms) => sum + ms + 10, 0), details: {items}},
      'mainthread-work-breakdown': {
        numericValue: mainThread,
        details: {items: [{group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: mainThread / 2}]},
      },
    },
    configSettings: {throttlingMethod: 'simulate', throttling: {cpuSlowdownMultiplier: cpu}},
  };
}

const scores = (fake: Fake) => scoresFromLhr(fakeLhr(fake));

// The scaffold home and two routes at 4× and 10×: /fast/ meets the bar at both, /heavy/ only at 4×.
const SETTINGS: CpuSetting[] = [
  {
    cpu: 4,
    scaffold: scores({perf: 96, tbt: 200, scripting: [300, 100], mainThread: 1200}),
    scaffoldRuns: 6,
    rows: [
      {route: '/fast/', scores: scores({perf: 100, tbt: 40, scripting: [150], mainThread: 500}), runs: 3},
      {route: '/heavy/', scores: scores({perf: 97, tbt: 90, scripting: [180], mainThread: 800}), runs: 3},
    ],
  },
  {
    cpu: 10,
    scaffold: scores({perf: 80, tbt: 900, scripting: [750, 250], mainThread: 3000, cpu: 10}),
    scaffoldRuns: 6,
    rows: [
      {route: '/fast/', scores: scores({perf: 95, tbt: 300, scripting: [380], mainThread: 1250, cpu: 10}), runs: 3},
      {route: '/heavy/', scores: scores({perf: 78, tbt: 520, scripting: [450], mainThread: 2000, cpu: 10}), runs: 2},
    ],
  },
];

describe('figures read from a Lighthouse result', () => {
  it("sums bootup-time's scripting column and takes the main-thread total", () => {
    expect(scores({perf: 97, tbt: 120, scripting: [300, 100], mainThread: 1200})).toEqual({
      performance: 97,
      lcpMs: 1500,
      tbtMs: 120,
      cls: 0,
      jsExecMs: 420,
      domSize: 400,
      scriptingMs: 400,
      mainThreadMs: 1200,
    });
  });

  it('gives 0 ms of scripting for no listed script and NaN for a missing audit', () => {
    const lhr = fakeLhr({perf: 100, tbt: 0, scripting: [], mainThread: 300});
    expect(scoresFromLhr(lhr).scriptingMs).toBe(0);
    delete lhr.audits['bootup-time'];
    expect(scoresFromLhr(lhr).scriptingMs).toBeNaN();
  });

  it('reads the simulated CPU slowdown, and none under other throttling', () => {
    const lhr = fakeLhr({perf: 90, tbt: 0, scripting: [], mainThread: 0, cpu: 10});
    expect(simulatedCpu(lhr)).toBe(10);
    expect(simulatedCpu({...lhr, configSettings: {throttlingMethod: 'devtools'}})).toBeNull();
  });
});

describe('the bar', () => {
  const scaffold = scores({perf: 90, tbt: 200, scripting: [400], mainThread: 1000});
  const route = (fake: Partial<Fake>) =>
    scores({perf: 95, tbt: 100, scripting: [200], mainThread: 2000, cls: 0, ...fake});

  it('asks, at one setting, scripting and TBT ≤ half the scaffold’s, perf ≥ its, CLS 0', () => {
    expect(meetsBar([{scores: route({}), scaffold}])).toBe(true);
    expect(meetsBar([{scores: route({scripting: [201]}), scaffold}])).toBe(false);
    expect(meetsBar([{scores: route({tbt: 101}), scaffold}])).toBe(false);
    expect(meetsBar([{scores: route({perf: 89}), scaffold}])).toBe(false);
    expect(meetsBar([{scores: route({cls: 0.01}), scaffold}])).toBe(false);
  });

  it('holds only when met at every setting, and never without figures', () => {
    const slow = scores({perf: 70, tbt: 800, scripting: [1000], mainThread: 2500, cpu: 10});
    expect(
      meetsBar([
        {scores: route({}), scaffold},
        {scores: route({perf: 70, tbt: 400}), scaffold: slow},
      ]),
    ).toBe(true);
    expect(
      meetsBar([
        {scores: route({}), scaffold},
        {scores: route({perf: 69}), scaffold: slow},
      ]),
    ).toBe(false);
    expect(meetsBar([{scores: null, scaffold}])).toBe(false);
    expect(meetsBar([{scores: route({}), scaffold: null}])).toBe(false);
    expect(meetsBar([])).toBe(false);
  });

  it('sorts the routes that meet it at every setting from those that do not', () => {
    expect(barResults(SETTINGS)).toEqual({met: ['/fast/'], missed: ['/heavy/']});
  });
});

describe('route tables', () => {
  it('sorts failed routes first, then the lowest score, then the longest blocking time', () => {
    const at = (perf: number, tbt: number) => scores({perf, tbt, scripting: [], mainThread: 0});
    const rows = sortWorstFirst([
      {route: '/good/', scores: at(99, 10), runs: 3},
      {route: '/slow/', scores: at(90, 400), runs: 3},
      {route: '/slower/', scores: at(90, 500), runs: 3},
      {route: '/failed/', scores: null, runs: 0},
    ]);
    expect(rows.map((row) => row.route)).toEqual(['/failed/', '/slower/', '/slow/', '/good/']);
  });

  it("gives each route its ratios to the scaffold at the same setting, worst first, below the scaffold's own figures", () => {
    const [, , scaffoldRow, heavy, fast] = lighthouseTable(SETTINGS[1]);
    expect(scaffoldRow).toBe(
      '| **scaffold /** | 80 | 1.50 s | 900 ms | 1.00× | 1000 ms | 1.00× | 1020 ms | 3000 ms | 1.00× | 0.000 | 400 | | 6 |',
    );
    expect(heavy).toBe(
      '| /heavy/ | 78 | 1.50 s | 520 ms | 0.58× | 450 ms | 0.45× | 460 ms | 2000 ms | 0.67× | 0.000 | 400 | no | 2 |',
    );
    expect(fast).toBe(
      '| /fast/ | 95 | 1.50 s | 300 ms | 0.33× | 380 ms | 0.38× | 390 ms | 1250 ms | 0.42× | 0.000 | 400 | yes | 3 |',
    );
  });

  it('writes one table per setting and counts the routes meeting the bar at all of them', () => {
    const section = lighthouseSection(SETTINGS);
    expect(section[0]).toBe('### Lighthouse per route (2 routes, CPU slowdown 4× and 10×)');
    expect(section.filter((line) => line.startsWith('#### CPU slowdown'))).toEqual([
      "#### CPU slowdown 4× (Lighthouse's mobile default), worst first",
      '#### CPU slowdown 10×, worst first',
    ]);
    // The scaffold's absolute figures at each setting: what tells one machine's run from another's.
    expect(section).toContain(
      '| **scaffold /** | 96 | 1.50 s | 200 ms | 1.00× | 400 ms | 1.00× | 420 ms | 1200 ms | 1.00× | 0.000 | 400 | | 6 |',
    );
    expect(section.at(-1)).toBe('Routes meeting the bar at every setting: 1 of 2. Not met: /heavy/.');
  });

  it('shows a failed route and a failed scaffold without ratios', () => {
    const failed: CpuSetting = {cpu: 4, scaffold: null, scaffoldRuns: 0, rows: [{route: '/x/', scores: null, runs: 0}]};
    expect(lighthouseTable(failed).slice(2)).toEqual(['| /x/ | failed | | | | | | | | | | | no | 0 |']);
    expect(barResults([failed])).toEqual({met: [], missed: ['/x/']});
  });
});
