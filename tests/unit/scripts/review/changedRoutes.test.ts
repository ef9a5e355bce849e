import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {resolveCommit} from '@site/scripts/check/changedFiles';
import {parseReviewArgs} from '@site/scripts/review/args';
import {changedRoutes, normaliseHtml, routeWeight} from '@site/scripts/review/changedRoutes';
import {reportMarkdown} from '@site/scripts/review/report';
import {textChanges, visibleLines} from '@site/scripts/review/visibleText';
import {SITE_ROOT as ROOT} from '@site/site/paths';

const page = (text: string, bundle = 'main.1a2b3c4d') =>
  `<html><head><link rel="stylesheet" href="/assets/css/styles.9f8e7d6c.css"><script src="/assets/js/${bundle}.js"></script></head><body><main><h1>Cím</h1><p>${text}</p></main></body></html>`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'review-parts-'));
});
afterEach(() => rmSync(dir, {recursive: true, force: true}));

function site(name: string, pages: Record<string, string>): string {
  for (const [route, html] of Object.entries(pages)) {
    const folder = path.join(dir, name, route);
    mkdirSync(folder, {recursive: true});
    writeFileSync(path.join(folder, 'index.html'), html);
  }
  return path.join(dir, name);
}

describe('changed routes', () => {
  it('ignores build noise (bundle hashes, scripts) and finds the page whose text changed', () => {
    const base = site('base', {'': page('Üdv'), 'a/': page('Régi szöveg'), 'b/': page('Marad')});
    const head = site('head', {
      '': page('Üdv', 'main.ffff0000'),
      'a/': page('Új szöveg', 'main.ffff0000'),
      'c/': page('Új oldal'),
    });
    expect(changedRoutes(base, head)).toEqual([
      {route: '/a/', kind: 'changed'},
      {route: '/b/', kind: 'removed'},
      {route: '/c/', kind: 'added'},
    ]);
  });

  it('normalises hashed asset names and whitespace only', () => {
    expect(normaliseHtml('<img src="/img/x.0123abcd.png">\n  <p>a</p>')).toBe('<img src="/img/x.png"> <p>a</p>');
  });

  it('drops the path-hashed suffix of CSS-module classes, quoted or not, and nothing else', () => {
    expect(normaliseHtml('<div class="row mdxPageWrapper_j9I6"><a class=download_ilER>x_abcd</a></div>')).toBe(
      '<div class="row mdxPageWrapper"><a class=download>x_abcd</a></div>',
    );
    expect(normaliseHtml('<div class="a_j9I6">')).toBe(normaliseHtml('<div class="a_JynW">'));
  });
});

describe('visible text', () => {
  it('reads the lines of <main> without tags or scripts', () => {
    expect(
      visibleLines('<header>Menü</header><main><h1>A &amp; B</h1><p>Egy<br>Kettő</p><script>x()</script></main>'),
    ).toEqual(['A & B', 'Egy', 'Kettő']);
  });

  it('lists removed and added lines', () => {
    expect(textChanges(['a', 'b', 'c'], ['a', 'B', 'c', 'd'])).toEqual({removed: ['b'], added: ['B', 'd']});
  });
});

describe('weight and report', () => {
  it('adds the referenced assets of the same build to the HTML, quoted or not, and gives 0 without the page', () => {
    const build = site('w', {'': page('x'), 'b/': '<script src=/assets/js/main.1a2b3c4d.js></script>'});
    mkdirSync(path.join(build, 'assets/js'), {recursive: true});
    writeFileSync(path.join(build, 'assets/js/main.1a2b3c4d.js'), 'x'.repeat(1000));
    expect(routeWeight(build, '/')).toBe(1000 + Buffer.byteLength(page('x')));
    expect(routeWeight(build, '/b/')).toBe(1000 + 49);
    expect(routeWeight(build, '/c/')).toBe(0);
  });

  it('writes the changed routes with preview links, text changes and images, in Hungarian', () => {
    const markdown = reportMarkdown({
      base: {ref: 'main', commit: 'a'.repeat(40)},
      head: {commit: 'b'.repeat(40)},
      previewUrl: 'https://pr-1.example.dev/',
      findings: [],
      lighthouse: {
        measured: [
          {
            route: '/a/',
            base: {performance: 97, lcpMs: 1200, tbtMs: 180, cls: 0},
            head: {performance: 95, lcpMs: 1250, tbtMs: 1210, cls: 0.012},
          },
        ],
        skipped: ['/b/'],
      },
      routes: [
        {
          route: '/a/',
          kind: 'changed',
          text: {removed: ['Régi'], added: ['Új']},
          weight: {base: 2048, head: 3072},
          shots: [
            {
              route: '/a/',
              width: 375,
              before: 'img/a-375-before.png',
              after: 'img/a-375-after.png',
              diff: 'img/a-375-diff.png',
              changedRatio: 0.0123,
            },
          ],
        },
      ],
    });
    expect(markdown).toContain('<!-- ggphu-review -->');
    expect(markdown).toContain('| [/a/](https://pr-1.example.dev/a/) | módosult | 2,0 KB → 3,0 KB (+1,0 KB) | 1,23% |');
    expect(markdown).toContain('- ~~Régi~~');
    expect(markdown).toContain('- **Új**');
    expect(markdown).toContain('`img/a-375-diff.png`');
    expect(markdown).toContain('Nincs hiba a módosult fájlokban.');
    expect(markdown).toContain(
      '| `/a/` | 97 → 95 (−2) | 1,20 s → 1,25 s (+0,05 s) | 180 ms → 1210 ms (+1030 ms) | 0,000 → 0,012 (+0,012) |',
    );
    expect(markdown).toContain('Nem mért módosult oldalak (a korlát miatt, `--lighthouse`): `/b/`.');
  });
});

describe('npm run review with bad input', () => {
  it('reads its flags, with the defaults', () => {
    expect(parseReviewArgs(['--base', 'main', '--head-build', 'fej', '--lighthouse', '0'])).toEqual({
      base: 'main',
      baseBuild: undefined,
      headBuild: path.resolve('fej'),
      out: path.join(ROOT, 'review'),
      previewUrl: process.env.PREVIEW_URL || undefined,
      lighthouseRoutes: 0,
    });
    expect(parseReviewArgs(['--base', 'main']).lighthouseRoutes).toBe(5);
  });

  it.each([
    [[], 'Add meg, mihez képest: npm run review -- --base main'],
    [['--base'], 'Hiányzik az érték: --base'],
    [['--base', 'HEAD', '--lighthouse', 'sok'], 'A(z) --lighthouse értéke nemnegatív egész szám legyen, nem „sok”.'],
    [['--base', 'HEAD', '--lighthouse', '--out', 'x'], 'Hiányzik az érték: --lighthouse'],
    [['--base', 'HEAD', '--nincs-ilyen', 'x'], 'Ismeretlen kapcsoló: --nincs-ilyen'],
    [['--nincs-ilyen'], 'Ismeretlen kapcsoló: --nincs-ilyen'],
    [['--base', 'HEAD', 'main'], 'Fölösleges argumentum: main'],
  ])('refuses %p in Hungarian before building anything', (argv, message) => {
    expect(() => parseReviewArgs(argv)).toThrow(new Error(message));
  });

  it('refuses a ref git does not know', () => {
    expect(() => resolveCommit('nincs-ilyen-ag-12345')).toThrow(
      new Error('Ismeretlen git-hivatkozás: nincs-ilyen-ag-12345'),
    );
  });

  it('prints the refusal and exits 1 when run', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/review/cli.ts', '--base', 'nincs-ilyen-ag-12345'],
      {cwd: ROOT, encoding: 'utf8'},
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /^Az átnézési jelentés nem készült el: Ismeretlen git-hivatkozás: nincs-ilyen-ag-12345$/m,
    );
  });
});
