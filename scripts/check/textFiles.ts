/**
 * The files `npm run check` reads besides the pages and the collections: code.json and the data files whose
 * strings a visitor reads.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

const CODE_JSON = 'i18n/hu/code.json';

/** Data files whose strings are shown to visitors (menus, tables, requirements, poker names). */
const DATA_DIRS = ['src/data', 'src/lib/poker'];

/**
 * The glossary and the figures list the avoided forms on purpose; ambassador.ts holds build error messages
 * for writers, not visitor text.
 */
const NOT_CHECKED = new Set(['src/data/glossary.ts', 'src/data/figures.ts', 'src/data/ambassador.ts']);

/** code.json, then `src/data/*.ts` and the `*Hu.ts` files under the data folders. */
export function textFiles(root: string): string[] {
  const data = DATA_DIRS.flatMap((dir) =>
    (readdirSync(path.join(root, dir), {recursive: true}) as string[])
      .map((file) => path.join(dir, file).split(path.sep).join('/'))
      .filter((file) => /(?:^|\/)[^/]*Hu\.ts$|^src\/data\/[^/]+\.ts$/.test(file))
      .sort(),
  );
  return [CODE_JSON, ...data].filter((file) => !NOT_CHECKED.has(file));
}
