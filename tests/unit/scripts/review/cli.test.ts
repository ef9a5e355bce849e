/**
 * @jest-environment node
 */
// `npm run review -- --base HEAD~1` after a one-page text change: in a temporary git worktree of HEAD, one
// sentence of /about-us/ is changed and committed; the review must list exactly that route and write its
// before, after and diff images at both widths, and its Lighthouse figures on both sides. To stay quick it
// builds only the changed head: the base build is `build/` (npm test's production build of this checkout) when
// the checkout has no uncommitted change, else a build of HEAD made here. The review runs from the worktree, so
// it is the committed code of HEAD that is tested.
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../../..');
const PAGE = 'i18n/hu/docusaurus-plugin-content-pages/about-us.mdx';
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
// The caller may already hold the machine's heavy-job lock (npm test under flock): never wait for it here.
const ENV = {...process.env, REVIEW_LOCK: ''};

const git = (args: string[], cwd: string) =>
  execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}).trim();

let tmp: string;
let site: string;
let output: string;
let status: number | null;

beforeAll(() => {
  tmp = mkdtempSync(path.join(tmpdir(), 'review-test-'));
  site = path.join(tmp, 'site');
  git(['worktree', 'add', '--detach', '--force', site, 'HEAD'], ROOT);
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(site, 'node_modules'));

  const clean = git(['status', '--porcelain', '--untracked-files=no'], ROOT) === '';
  let baseBuild = path.join(ROOT, 'build');
  if (!clean || !existsSync(path.join(baseBuild, 'index.html'))) {
    baseBuild = path.join(tmp, 'base-build');
    const build = spawnSync('npx', ['docusaurus', 'build', '--out-dir', baseBuild], {
      cwd: site,
      encoding: 'utf8',
      env: {...ENV, PREVIEW: '', BASE_URL: '', SITE_URL: ''},
    });
    if (build.status !== 0) throw new Error(`base build failed:\n${build.stdout}${build.stderr}`);
  }

  const file = path.join(site, PAGE);
  const text = readFileSync(file, 'utf8');
  const changed = text.replace(/^(# .*\n\n)([^\n]*?)\.( |\n)/m, '$1$2, és ez a mondat most megváltozott.$3');
  if (changed === text) throw new Error(`no sentence to change in ${PAGE}`);
  writeFileSync(file, changed);
  git(
    ['-c', 'user.name=Review test', '-c', 'user.email=review@example.com', 'commit', '-q', '-am', 'one text change'],
    site,
  );

  const run = spawnSync(
    process.execPath,
    [TSX, 'scripts/review/cli.ts', '--base', 'HEAD~1', '--base-build', baseBuild, '--out', path.join(tmp, 'review')],
    {cwd: site, encoding: 'utf8', env: ENV},
  );
  output = `${run.stdout}${run.stderr}`;
  status = run.status;
}, 600_000);

afterAll(() => {
  git(['worktree', 'remove', '--force', site], ROOT);
  rmSync(tmp, {recursive: true, force: true});
});

describe('npm run review after a one-page text change', () => {
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
