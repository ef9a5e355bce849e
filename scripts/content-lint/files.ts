/** The files a visitor's text comes from: every page (MDX), code.json, and the data files with Hungarian strings. */

import {readdirSync} from 'node:fs';
import path from 'node:path';

const PAGES = 'i18n/hu/docusaurus-plugin-content-pages';

/** Data files whose strings are shown to visitors (menus, tables, requirements, poker names). */
const DATA_FILES = ['src/data', 'src/lib/poker'];

/**
 * The linter's own sources of truth list the avoided forms on purpose; ambassador.ts holds build error
 * messages for writers, not visitor text.
 */
const NOT_LINTED = new Set(['src/data/glossary.ts', 'src/data/figures.ts', 'src/data/ambassador.ts']);

function listFiles(root: string, dir: string, pattern: RegExp): string[] {
  return (readdirSync(path.join(root, dir), {recursive: true}) as string[])
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter((file) => pattern.test(file))
    .sort();
}

export function contentFiles(root: string): string[] {
  return [
    ...listFiles(root, PAGES, /\.mdx?$/),
    'i18n/hu/code.json',
    ...DATA_FILES.flatMap((dir) => listFiles(root, dir, /(?:^|\/)[^/]*Hu\.ts$|^src\/data\/[^/]+\.ts$/)),
  ].filter((file) => !NOT_LINTED.has(file));
}
