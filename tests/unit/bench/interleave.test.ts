import {measureInterleaved, medianScores} from '../../../scripts/bench/interleave';
import type {LighthouseScores} from '../../../scripts/bench/lighthouse';
import {meetsBar, sortWorstFirst} from '../../../scripts/bench/report';

const scores = (performance: number, tbtMs: number, cls = 0): LighthouseScores => ({
  performance,
  lcpMs: 2000,
  tbtMs,
  cls,
  totalByteWeight: 1000,
  jsExecMs: 300,
  domSize: 500,
});

describe('interleaved Lighthouse runs', () => {
  it('measures the scaffold home right before every route, round after round, and keeps failures', async () => {
    const order: string[] = [];
    const results = await measureInterleaved({
      siteOrigin: 'http://site',
      scaffoldOrigin: 'http://scaffold',
      routes: ['/', '/a/'],
      runs: 2,
      measure: (url) => {
        order.push(url);
        if (url === 'http://site/a/' && order.length === 4) return Promise.reject(new Error('Chrome crashed'));
        return Promise.resolve(scores(90, 100));
      },
      log: () => undefined,
    });
    expect(order).toEqual([
      'http://scaffold/',
      'http://site/',
      'http://scaffold/',
      'http://site/a/',
      'http://scaffold/',
      'http://site/',
      'http://scaffold/',
      'http://site/a/',
    ]);
    expect(results.scaffold).toHaveLength(4);
    expect(results.routes.get('/')).toHaveLength(2);
    expect(results.routes.get('/a/')).toHaveLength(1);
    expect(results.failures).toEqual([expect.stringContaining('Chrome crashed')]);
  });

  it('starts no pair after the stop time', async () => {
    const measure = jest.fn(() => Promise.resolve(scores(90, 100)));
    const results = await measureInterleaved({
      siteOrigin: 'http://site',
      scaffoldOrigin: 'http://scaffold',
      routes: ['/', '/a/'],
      runs: 3,
      stopAt: Date.now() - 1,
      measure,
      log: () => undefined,
    });
    expect(measure).not.toHaveBeenCalled();
    expect(results.routes.get('/')).toEqual([]);
  });

  it('takes the median of each figure on its own', () => {
    const median = medianScores([scores(99, 300), scores(80, 50), scores(95, 100)]);
    expect(median?.performance).toBe(95);
    expect(median?.tbtMs).toBe(100);
    expect(medianScores([scores(90, 100), scores(100, 200)])?.tbtMs).toBe(150);
    expect(medianScores([])).toBeNull();
  });
});

describe('route table', () => {
  it('sorts failed routes first, then the lowest score, then the longest blocking time', () => {
    const rows = sortWorstFirst([
      {route: '/good/', scores: scores(99, 10), runs: 3},
      {route: '/slow/', scores: scores(90, 400), runs: 3},
      {route: '/slower/', scores: scores(90, 500), runs: 3},
      {route: '/failed/', scores: null, runs: 0},
    ]);
    expect(rows.map((row) => row.route)).toEqual(['/failed/', '/slower/', '/slow/', '/good/']);
  });

  it('meets the bar only with perf ≥ the scaffold, TBT ≤ half of its TBT and no layout shift', () => {
    const scaffold = scores(90, 200);
    expect(meetsBar(scores(90, 100), scaffold)).toBe(true);
    expect(meetsBar(scores(89, 100), scaffold)).toBe(false);
    expect(meetsBar(scores(95, 101), scaffold)).toBe(false);
    expect(meetsBar(scores(95, 50, 0.01), scaffold)).toBe(false);
  });
});
