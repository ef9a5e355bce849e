/**
 * The files the collections plugin and `npm run check` read: each collection's entry files, and the site's
 * routes (the links of an entry must point at one). Pages are found the way the pages plugin finds them.
 */
import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

import {PAGES_DIR} from '../../site/paths';
import {pagesWithFrontMatter} from '../../site/routes';
import {collectionDir, type CollectionKind, slugOfFile} from '../../src/lib/collections';

export interface EntryFile {
  kind: CollectionKind;
  /** Path relative to the site root, for messages: `i18n/hu/collections/promotions/welcome-bonus.yml`. */
  file: string;
  absolute: string;
  /** `undefined` when the file name is no valid entry name (the readers report it). */
  slug: string | undefined;
}

/** Every file of a collection's folder except hidden ones (`.DS_Store`), sorted; none when the folder is missing. */
export async function entryFiles(rootDir: string, kind: CollectionKind, collectionsDir?: string): Promise<EntryFile[]> {
  const relativeDir = collectionDir(kind);
  const dir = collectionsDir ? path.join(collectionsDir, kind) : path.join(rootDir, relativeDir);
  const names = existsSync(dir) ? await fs.readdir(dir) : [];
  return names
    .filter((name) => !name.startsWith('.'))
    .sort()
    .map((name) => ({
      kind,
      file: path.relative(rootDir, path.join(dir, name)).split(path.sep).join('/'),
      absolute: path.join(dir, name),
      slug: slugOfFile(name),
    }));
}

export const BAD_FILE_NAME =
  'A fájl neve kisbetűs, ékezet és szóköz nélküli, kötőjeles, .yml végű legyen (pl. welcome-bonus.yml).';

/** Every route of the site's pages (a front matter `slug` wins), without anchors: the build checks those itself. */
export function siteRoutes(siteDir: string): Promise<Map<string, undefined>> {
  return Promise.resolve(
    new Map(pagesWithFrontMatter(path.join(siteDir, PAGES_DIR)).map(({route}) => [route, undefined])),
  );
}
