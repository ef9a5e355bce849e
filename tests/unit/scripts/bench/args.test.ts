// Node, not jsdom: the sitemap reader parses XML with its own JSDOM, which needs Node's TextEncoder.
import path from 'node:path';

import {filterRoutes, parseBenchArgs} from '@site/scripts/bench/args';
import {sitemapRoutes} from '@site/site/sitemap';

describe('npm run bench flags', () => {
  it('defaults to three runs of every route with fresh builds', () => {
    expect(parseBenchArgs([])).toEqual({
      runs: 3,
      routes: [],
      skipBuild: false,
      parallel: 1,
      lockHeld: false,
      stopAt: null,
      cpu: [4, 10],
      buildDir: path.resolve('build'),
    });
  });

  it('reads --runs, --routes (both spellings) and --skip-build', () => {
    expect(parseBenchArgs(['--runs', '5', '--routes=/download/, /terms-conditions/', '--skip-build'])).toEqual({
      runs: 5,
      routes: ['/download/', '/terms-conditions/'],
      skipBuild: true,
      parallel: 1,
      lockHeld: false,
      stopAt: null,
      cpu: [4, 10],
      buildDir: path.resolve('build'),
    });
  });

  it('runs pairs side by side only when the caller holds the heavy-job lock', () => {
    expect(parseBenchArgs(['--parallel', '2', '--lock-held'])).toMatchObject({parallel: 2, lockHeld: true});
    expect(() => parseBenchArgs(['--parallel', '2'])).toThrow(/--lock-held/);
  });

  it('reads a stop time and refuses one that is not a date', () => {
    expect(parseBenchArgs(['--stop-at', '2026-11-23T18:43:00Z']).stopAt).toBe(Date.UTC(2026, 10, 23, 18, 43));
    expect(() => parseBenchArgs(['--stop-at', 'soon'])).toThrow(/usage/);
  });

  it('measures at the CPU slowdowns of --cpu, each once, in ascending order', () => {
    expect(parseBenchArgs(['--cpu', '10, 4,10']).cpu).toEqual([4, 10]);
    expect(parseBenchArgs(['--cpu=6']).cpu).toEqual([6]);
    expect(parseBenchArgs(['--cpu', '2.5,20']).cpu).toEqual([2.5, 20]);
  });

  it("reads the build a part measures, with that part's own default of runs", () => {
    expect(parseBenchArgs(['--build-dir', 'build-preview'], 5)).toMatchObject({
      buildDir: path.resolve('build-preview'),
      runs: 5,
    });
  });

  it('names the flag at fault', () => {
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow('--runs must be 1–50, got "0"');
    expect(() => parseBenchArgs(['--cpu', '0.5'])).toThrow('--cpu must list slowdowns of 1–20, got "0.5"');
    expect(() => parseBenchArgs(['--fast'])).toThrow("'--fast'");
  });

  it.each([
    ['--runs', '0'],
    ['--runs', '2.5'],
    ['--runs', 'many'],
    ['--runs', ' '],
    ['--runs'],
    ['--runs='],
    ['--routes'],
    ['--routes='],
    ['--routes', '--skip-build'],
    ['--parallel', '9', '--lock-held'],
    ['--parallel', '0', '--lock-held'],
    ['--cpu', '0'],
    ['--cpu', '21'],
    ['--cpu', 'fast'],
    ['--cpu', ','],
    ['--cpu'],
    ['--skip-build=yes'],
    ['--build-dir='],
    ['--fast'],
    ['/download/'],
  ])('refuses %p with the usage line', (...argv) => {
    expect(() => parseBenchArgs(argv)).toThrow(/usage: npm run bench/);
  });
});

describe('sitemap routes', () => {
  const xml =
    '<?xml version="1.0"?><urlset><url><loc>https://www.ggpoker.hu/download/</loc></url>' +
    '<url><loc>https://www.ggpoker.hu/</loc></url><url><loc>https://www.ggpoker.hu/download/</loc></url>' +
    '<url><loc>https://www.ggpoker.hu/poker-school/poker-hand-rankings/</loc></url></urlset>';

  it('lists each path once, in sitemap order', () => {
    expect(sitemapRoutes(xml)).toEqual(['/download/', '/', '/poker-school/poker-hand-rankings/']);
  });

  it('keeps exactly the routes the filters name and refuses a filter that names none', () => {
    const routes = sitemapRoutes(xml);
    // `/` is the home page only, not every route that contains a slash.
    expect(filterRoutes(routes, ['/'])).toEqual(['/']);
    expect(filterRoutes(routes, ['/poker-school/poker-hand-rankings'])).toEqual(['/poker-school/poker-hand-rankings/']);
    expect(() => filterRoutes(routes, ['rankings'])).toThrow('rankings');
    expect(filterRoutes(routes, [])).toEqual(routes);
    expect(() => filterRoutes(routes, ['/nope/'])).toThrow('/nope/');
  });
});
