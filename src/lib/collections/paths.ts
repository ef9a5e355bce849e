/** Where the collections live and how an entry's file is named: shared by the build plugin, the check and `npm run new`. */
import {region} from '../../data/region';
import type {CollectionKind} from './types';

/**
 * The built region's collections, relative to the site root; one subfolder per collection. A region without
 * the folder has no promotions or tournaments (its pages do not list them).
 */
const COLLECTIONS_DIR = `i18n/${region.locale}/collections`;

export function collectionDir(kind: CollectionKind): string {
  return `${COLLECTIONS_DIR}/${kind}`;
}

/** kebab-case, ASCII: the slug is the card's anchor and later the CMS's file name. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `welcome-bonus.yml` → `welcome-bonus`; `undefined` for a file that is no entry of the folder. */
export function slugOfFile(file: string): string | undefined {
  const match = /^(.+)\.yml$/.exec(file);
  const slug = match?.at(1);
  return slug !== undefined && SLUG_PATTERN.test(slug) ? slug : undefined;
}
