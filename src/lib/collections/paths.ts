/** Where the collections live and how an entry's file is named: shared by the build plugin, the check and `npm run new`. */
import type {CollectionKind} from './types';

/** Per-locale content folder, relative to the site root; one subfolder per collection. */
const COLLECTIONS_DIR = 'i18n/hu/collections';

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
