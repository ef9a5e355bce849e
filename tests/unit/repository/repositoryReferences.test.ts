import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * The repository must stand on its own: code and tests name the rule they implement in plain words (no section
 * numbers of a product spec, no issue numbers), nothing points to a folder outside the repository, and the
 * maintainers' documents link only to files that exist here or to public pages.
 */

const ROOT = process.cwd();

/** Generated, installed or downloaded folders: not written by us, not checked. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  '.docusaurus',
  '.generated',
  'test-results',
  'playwright-report',
  'coverage',
]);
const SKIPPED_EXTENSIONS = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  '.avif',
  '.ico',
  '.woff',
  '.woff2',
  '.gz',
  '.br',
]);

/** Every text file below `dir`, as paths relative to the repository root. */
function filesBelow(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), {withFileTypes: true})) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped = SKIPPED_DIRS.has(entry.name) || /^build(-|$)/.test(relative) || relative === 'bench/tmp';
      if (!skipped) out.push(...filesBelow(relative));
    } else if (entry.isFile() && !SKIPPED_EXTENSIONS.has(path.extname(entry.name).toLowerCase())) {
      out.push(relative);
    }
  }
  return out;
}

/** Lines of `files` that `matches` accepts, as `file:line: text`. */
function matchingLines(files: string[], matches: (line: string) => boolean): string[] {
  return files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (matches(line) ? [`${file}:${String(index + 1)}: ${line.trim()}`] : [])),
  );
}

// Built from parts so that this file does not match its own patterns.
const SECTION_SIGN = String.fromCharCode(0xa7);
const SECTION_REFERENCE = new RegExp(`${SECTION_SIGN}\\s*\\d|\\bspec ${SECTION_SIGN}|\\bissue #?\\d+`, 'i');
const OUTSIDE_FOLDER = ['..', 'shared'].join('/');

/**
 * Relative Markdown link targets of `file`, as written. Left out: web addresses, mail, in-page anchors and
 * site routes (`/funds/`: the writers' guide shows how pages link to each other).
 */
function relativeLinks(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^(?:[a-z]+:|#|\/)/i.test(target));
}

describe('references in the repository', () => {
  it('code, tests and scripts name rules in words, not by spec section or issue number', () => {
    const files = ['src', 'server', 'site', 'plugins', 'tests', 'scripts'].flatMap(filesBelow);
    expect(files.length).toBeGreaterThan(100);
    expect(matchingLines(files, (line) => SECTION_REFERENCE.test(line))).toEqual([]);
  });

  it('no file points to a folder outside the repository', () => {
    const files = filesBelow('.');
    expect(files).toContain('README.md');
    expect(matchingLines(files, (line) => line.includes(OUTSIDE_FOLDER))).toEqual([]);
  });

  it("links in the maintainers' documents lead to files of the repository", () => {
    const documents = filesBelow('.').filter((file) => file === 'README.md' || /^(docs|src)\/.*\.md$/.test(file));
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md']));
    const broken = documents.flatMap((file) =>
      relativeLinks(file)
        .filter((target) => !existsSync(path.join(ROOT, path.dirname(file), target.split('#')[0] ?? '')))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('the patterns catch what they are meant to catch', () => {
    expect(SECTION_REFERENCE.test(`/** Footer (spec ${SECTION_SIGN}2). */`)).toBe(true);
    expect(SECTION_REFERENCE.test(`see ${SECTION_SIGN} 4`)).toBe(true);
    expect(SECTION_REFERENCE.test(`// the one mechanism (Issue ${String(5)})`)).toBe(true);
    expect(SECTION_REFERENCE.test('// an issue with the cache')).toBe(false);
  });
});
