import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {GENERATED_DIR} from '@site/plugins/responsive-images';
import {readSitemapUrls} from '@site/site/sitemap';

/**
 * The maintainers' guide's "A new region", done by a machine on a copy of the repository: a region folder, a
 * content folder and one line in `regions/index.ts`, then `REGION=<ID> npm run build:region`. The fixture is a
 * three-page United Kingdom site (home, download, contact) (`tests/fixtures/new-region/`); no code changes.
 */
const ROOT = path.resolve(__dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/new-region');
const ID = 'GGPUK';

let copy = '';
let built = '';

/**
 * Every file git would commit (tracked, or new and not ignored), copied as it is in the working tree; a tracked
 * file deleted in the working tree is left out, as a commit would. With them, as on a developer's machine that has
 * built the site, the responsive images the main build encoded (`.generated/`, 23 s of encoding on a cold copy):
 * the timestamps are kept, so the plugin takes exactly the images it would take in the repository itself.
 */
function copyRepository(target: string): void {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: ROOT, encoding: 'utf8'})
    .split('\0')
    .filter((file) => file && !file.startsWith('tests/') && existsSync(path.join(ROOT, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(target, file)), {recursive: true});
    cpSync(path.join(ROOT, file), path.join(target, file), {preserveTimestamps: true});
  }
  const images = path.join(ROOT, GENERATED_DIR);
  if (existsSync(images)) cpSync(images, path.join(target, GENERATED_DIR), {recursive: true, preserveTimestamps: true});
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}

/** The guide's one code line: the region's import and its entry in the list. */
function register(registry: string): string {
  const withImport = registry.replace(
    "import {GGPHU} from './GGPHU/region';",
    `import {GGPHU} from './GGPHU/region';\nimport {${ID}} from './${ID}/region';`,
  );
  const withEntry = withImport.replace(/\{GGPHU, GGPCA\}/, `{GGPHU, GGPCA, ${ID}}`);
  if (withEntry === registry || !withEntry.includes(`GGPCA, ${ID}}`)) {
    throw new Error('regions/index.ts no longer has the form the guide describes: update the guide and this test');
  }
  return withEntry;
}

beforeAll(() => {
  copy = mkdtempSync(path.join(os.tmpdir(), 'new-region-'));
  copyRepository(copy);
  cpSync(path.join(FIXTURE, 'regions', ID), path.join(copy, 'regions', ID), {recursive: true});
  cpSync(path.join(FIXTURE, 'i18n', 'en-GB'), path.join(copy, 'i18n', 'en-GB'), {recursive: true});
  const registry = path.join(copy, 'regions/index.ts');
  writeFileSync(registry, register(readFileSync(registry, 'utf8')));
  const result = spawnSync('npm', ['run', '--silent', 'build:region'], {
    cwd: copy,
    env: {...process.env, REGION: ID, BASE_URL: '', PREVIEW: ''},
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`The new region did not build:\n${result.stdout}\n${result.stderr}`);
  built = path.join(copy, 'build-ggpuk');
});

afterAll(() => {
  if (copy) rmSync(copy, {recursive: true, force: true});
});

const page = (route: string) => readFileSync(path.join(built, route, 'index.html'), 'utf8');

it('publishes exactly the pages of its content folder, on its own origin', () => {
  const routes = readSitemapUrls(path.join(built, 'sitemap.xml'));
  expect(routes.sort()).toEqual(
    ['/', '/contact/', '/download/'].map((route) => `https://www.ggpoker.co.uk${route}`).sort(),
  );
});

it('is an English page with its own title, and money in its notation from the figures module', () => {
  const home = page('');
  expect(home).toMatch(/<html lang=en-GB/);
  expect(home).toContain('<title data-rh=true>Online poker in the United Kingdom | GGPoker UK</title>');
  expect(home).toContain('$0.25');
  expect(home).toContain('20,000 play chips');
});

it('links only to the pages it has: menus and footer leave the others out', () => {
  const published = new Set(['/', '/contact/', '/download/']);
  for (const route of ['', 'contact', 'download']) {
    const hrefs = [...page(route).matchAll(/href="?(\/[^"\s>]*)/g)].map((match) => match[1].split(/[?#]/)[0]);
    expect(hrefs.filter((href) => href.endsWith('/') && !published.has(href))).toEqual([]);
  }
});

it('writes no Hungarian text on its pages', () => {
  const visible = page('')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ');
  expect(visible.match(/\p{L}*[őűŐŰáéí]\p{L}*/gu) ?? []).toEqual([]);
});
