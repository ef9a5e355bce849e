/**
 * The files `npm run check` reads besides the pages and the collections: code.json and the data files whose
 * strings a visitor reads.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

import {CONTENT_DIR} from '../../site/paths';
import {region} from '../../src/data/region';
import {isHungarianLocale} from '../../src/lib/check/rules/textRules';

/** The built region's interface strings. */
const CODE_JSON = `${CONTENT_DIR}/code.json`;

/** Data files whose strings are shown to visitors (menus, tables, requirements, poker names). */
const DATA_DIRS = ['src/data', 'src/lib/poker'];

/**
 * The glossary and the figures list the avoided forms on purpose; ambassador.ts holds build error messages
 * for writers, not visitor text.
 */
const NOT_CHECKED = new Set(['src/data/glossary.ts', 'src/data/figures.ts', 'src/data/ambassador.ts']);

/**
 * code.json, then the visitor text of the data files: for Hungarian, `src/data/*.ts` and the `*Hu.ts` files
 * under the data folders; for another region, its folder's region names.
 */
export function textFiles(root: string): string[] {
  if (!isHungarianLocale(region.locale)) return [CODE_JSON, `regions/${region.id}/regionNames.ts`];
  const data = DATA_DIRS.flatMap((dir) =>
    (readdirSync(path.join(root, dir), {recursive: true}) as string[])
      .map((file) => path.join(dir, file).split(path.sep).join('/'))
      .filter((file) => /(?:^|\/)[^/]*Hu\.ts$|^src\/data\/[^/]+\.ts$/.test(file))
      .sort(),
  );
  return [CODE_JSON, ...data].filter((file) => !NOT_CHECKED.has(file));
}
