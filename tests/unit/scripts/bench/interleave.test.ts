import {measureInterleaved, medianScores} from '@site/scripts/bench/interleave';
import type {LighthouseScores} from '@site/scripts/bench/lighthouse';

const scores = (performance: number, tbtMs: number, cls = 0): LighthouseScores => ({
  performance,
  lcpMs: 2000,
  tbtMs,
  cls,
  jsExecMs: 300,
  domSize: 500,
  scriptingMs: 200,
  mainThreadMs: 900,
});

describe('interleaved Lighthouse runs', () => {
  it('measures the scaffold home right before every route, at each CPU setting, round after round', async () => {
    const order: string[] = [];
    const results = await measureInterleaved({
      siteOrigin: 'http://site',
      scaffoldOrigin: 'http://scaffold',
      routes: ['/', '/a/'],
      runs: 2,
      cpus: [4, 10],
      measure: (url, cpu) => {
        order.push(`${url} @${cpu}`);
        if (url === 'http://site/a/' && order.length === 6) return Promise.reject(new Error('Chrome crashed'));
        return Promise.resolve(scores(90, 100 * cpu));
      },
      log: () => undefined,
    });
    const round = ['/', '/a/'].flatMap((route) =>
      [4, 10].flatMap((cpu) => [`http://scaffold/ @${cpu}`, `http://site${route} @${cpu}`]),
    );
    expect(order).toEqual([...round, ...round]);
    const at4 = results.byCpu.get(4);
    const at10 = results.byCpu.get(10);
    expect(at4?.scaffold).toHaveLength(4);
    expect(at10?.scaffold.map((run) => run.tbtMs)).toEqual([1000, 1000, 1000, 1000]);
    // The failed run was /a/ at CPU 4× in round 1 (the sixth run): the other setting keeps both runs.
    expect(at4?.routes.get('/a/')).toHaveLength(1);
    expect(at10?.routes.get('/a/')).toHaveLength(2);
    expect(at4?.routes.get('/')).toHaveLength(2);
    expect(results.failures).toEqual([expect.stringContaining('Chrome crashed')]);
  });

  it('starts no pair after the stop time', async () => {
    const measure = jest.fn(() => Promise.resolve(scores(90, 100)));
    const results = await measureInterleaved({
      siteOrigin: 'http://site',
      scaffoldOrigin: 'http://scaffold',
      routes: ['/', '/a/'],
      runs: 3,
      cpus: [4, 10],
      stopAt: Date.now() - 1,
      measure,
      log: () => undefined,
    });
    expect(measure).not.toHaveBeenCalled();
    expect(results.byCpu.get(10)?.routes.get('/')).toEqual([]);
  });

  it('takes the median of each figure on its own', () => {
    const median = medianScores([scores(99, 300), scores(80, 50), scores(95, 100)]);
    expect(median?.performance).toBe(95);
    expect(median?.tbtMs).toBe(100);
    expect(medianScores([scores(90, 100), scores(100, 200)])?.tbtMs).toBe(150);
    expect(median?.scriptingMs).toBe(200);
    expect(medianScores([])).toBeNull();
  });
});
