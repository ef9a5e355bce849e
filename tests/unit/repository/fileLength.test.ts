/**
 * @jest-environment node
 */
// Small files with one job: no source or test file (TypeScript, JavaScript, CSS) is over 300 lines, so a
// newcomer can read any of them at once. Generated files (`*.generated.*`, `src/data/generated/`) are written by
// a script and read by none. Files git tracks, and new ones it does not ignore, are counted: a file over the limit
// fails here before it is committed.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {REPOSITORY_ROOT, workingTreeFiles} from '@site/tests/helpers/workingTreeFiles';

const ROOT = REPOSITORY_ROOT;
const MAX_LINES = 300;
const SOURCE = /\.(?:ts|tsx|js|mjs|cjs|css)$/;
const GENERATED = /\.generated\.|^src\/data\/generated\//;

/** Lines as an editor numbers them: a final newline does not start another line. */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function sourceFiles(): string[] {
  return workingTreeFiles().filter((file) => SOURCE.test(file) && !GENERATED.test(file));
}

describe('file length', () => {
  it('counts lines as an editor does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a')).toBe(1);
    expect(lineCount('a\n')).toBe(1);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\n\n')).toBe(2);
  });

  it(`keeps every source and test file at ${MAX_LINES} lines or fewer, outside generated files`, () => {
    const files = sourceFiles();
    // The listing found the repository's sources, not an empty folder.
    expect(files.length).toBeGreaterThan(500);
    const tooLong = files
      .map((file) => ({file, lines: lineCount(readFileSync(path.join(ROOT, file), 'utf8'))}))
      .filter(({lines}) => lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });
});
