import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * A source file's unit test is one hop away: the test of `<path>.ts` is `tests/unit/<path>.test.ts` (several tests
 * of one file: `<path>.<aspect>.test.ts`; a plugin's `index.ts`: `tests/unit/plugins/<plugin>/index.test.ts`).
 * Tests of the repository as a whole (its references, pins, docs, stylesheets) live in `tests/unit/repository/`.
 * Shared test helpers live in `tests/helpers/`, not here.
 */
const ROOT = path.resolve(__dirname, '../../..');
const UNIT = 'tests/unit';
const REPOSITORY_WIDE = `${UNIT}/repository/`;

/** What a mirrored path may name at the repository root. */
const SOURCE_ENDINGS = ['.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/** Every test file below `dir`, as paths relative to the repository root. */
function testsBelow(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return testsBelow(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Whether `test` sits at the mirrored path of a source file (with or without one `.<aspect>`). */
function mirrorsASource(test: string, exists: (file: string) => boolean): boolean {
  const mirrored = test.slice(UNIT.length + 1).replace(/\.test\.tsx?$/, '');
  const withoutAspect = mirrored.replace(/\.[^./]+$/, '');
  return [mirrored, withoutAspect].some((base) => SOURCE_ENDINGS.some((ending) => exists(`${base}${ending}`)));
}

const existsAtRoot = (file: string) => existsSync(path.join(ROOT, file));
const tests = testsBelow(UNIT).filter((test) => !test.startsWith(REPOSITORY_WIDE));

describe('unit tests mirror the source file they test', () => {
  it('finds the unit tests', () => {
    expect(tests.length).toBeGreaterThan(80);
  });

  it('puts every unit test at tests/unit/<source path>.test.ts, or in tests/unit/repository/', () => {
    const offenders = tests.filter((test) => !mirrorsASource(test, existsAtRoot));
    expect(offenders).toEqual([]);
  });

  it('accepts a mirrored path, an aspect and a folder index, and nothing else', () => {
    const files = new Set(['src/lib/modalStack.ts', 'src/lib/chat/controller.ts', 'plugins/ambassadors/index.ts']);
    const exists = (file: string) => files.has(file);
    expect(mirrorsASource('tests/unit/src/lib/modalStack.test.ts', exists)).toBe(true);
    expect(mirrorsASource('tests/unit/src/lib/chat/controller.open.test.ts', exists)).toBe(true);
    expect(mirrorsASource('tests/unit/plugins/ambassadors/index.test.ts', exists)).toBe(true);
    expect(mirrorsASource('tests/unit/plugins/ambassadors.test.ts', exists)).toBe(true);
    expect(mirrorsASource('tests/unit/modalStack.test.ts', exists)).toBe(false);
    expect(mirrorsASource('tests/unit/src/lib/chat/controller.open.extra.test.ts', exists)).toBe(false);
  });
});
