// `npm run review` given two builds that differ in one sentence of /about-us/: the base is `build/` (npm test
// builds it before Jest), the head a copy of it with that page's HTML changed. The review must list exactly that
// route and write its before, after and diff images at both widths, and its Lighthouse figures on both sides.
// What is tested is the review's own work on the builds it is given; building a site is the main build's test.
import {spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {buildPath} from '@site/site/paths';

const ROOT = path.resolve(__dirname, '../../../..');
const BUILD = buildPath();
const PAGE = 'about-us/index.html';
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
// The caller may already hold the machine's heavy-job lock (npm test under flock): never wait for it here.
const ENV = {...process.env, REVIEW_LOCK: ''};

let tmp: string;
let output: string;
let status: number | null;

beforeAll(() => {
  if (!existsSync(path.join(BUILD, PAGE))) {
    throw new Error(`${BUILD} has no ${PAGE}: run \`npm run build\` first (\`npm test\` does it for you)`);
  }
  tmp = mkdtempSync(path.join(tmpdir(), 'review-test-'));
  const head = path.join(tmp, 'head-build');
  cpSync(BUILD, head, {recursive: true});
  const file = path.join(head, PAGE);
  const html = readFileSync(file, 'utf8');
  // The first sentence of the first paragraph after the heading.
  const changed = html.replace(/(<\/h1>[\s\S]*?<p>[^<.]*)\.( |<)/, '$1, és ez a mondat most megváltozott.$2');
  if (changed === html) throw new Error(`no sentence to change in ${PAGE}`);
  writeFileSync(file, changed);

  const run = spawnSync(
    process.execPath,
    [
      TSX,
      'scripts/review/cli.ts',
      '--base',
      'HEAD',
      '--base-build',
      BUILD,
      '--head-build',
      head,
      '--out',
      path.join(tmp, 'review'),
    ],
    {cwd: ROOT, encoding: 'utf8', env: ENV},
  );
  output = `${run.stdout}${run.stderr}`;
  status = run.status;
}, 300_000);

afterAll(() => rmSync(tmp, {recursive: true, force: true}));

describe('npm run review of a one-page text change', () => {
  it('runs to the end', () => {
    expect([status, output]).toEqual([0, expect.stringContaining('Jelentés:')]);
  });

  it('lists exactly the changed route, with its new text', () => {
    const report = readFileSync(path.join(tmp, 'review/report.md'), 'utf8');
    // The rows of the first table (the changed routes); the Lighthouse table comes later, under its own heading.
    const rows = report
      .split('\n### ')[0]
      .split('\n')
      .filter((line) => line.startsWith('| `/'));
    expect(rows).toEqual([expect.stringMatching(/^\| `\/about-us\/` \| módosult \|/)]);
    expect(report).toMatch(/- \*\*.*és ez a mondat most megváltozott\./);
    expect(readFileSync(path.join(tmp, 'review/index.html'), 'utf8')).toContain('/about-us/');
  });

  it('measures the changed route with Lighthouse on both sides', () => {
    const report = readFileSync(path.join(tmp, 'review/report.md'), 'utf8');
    // Performance, LCP, TBT and CLS, each as "base → head (change)"; the numbers are whatever this run measured.
    // A busy machine can measure a TBT of five digits, which the Hungarian number format groups with a
    // no-break space ("10 282 ms").
    expect(report).toMatch(
      /^\| `\/about-us\/` \| \d+ → \d+ \([+−±]\d+\) \| [\d,]+ s → [\d,]+ s \([+−±][\d,]+ s\) \| [\d\u00a0]+ ms → [\d\u00a0]+ ms .*\| [\d,]+ → [\d,]+ \([+−±][\d,]+\) \|$/m,
    );
    expect(readFileSync(path.join(tmp, 'review/index.html'), 'utf8')).toContain('<h2>Lighthouse');
  });

  it('writes before, after and diff images at 375 and 1440 px', () => {
    for (const width of [375, 1440]) {
      for (const kind of ['before', 'after', 'diff']) {
        expect(existsSync(path.join(tmp, `review/img/about-us-${width}-${kind}.png`))).toBe(true);
      }
    }
  });
});
