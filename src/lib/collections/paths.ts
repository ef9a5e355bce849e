/**
 * Where the collections live, how an entry's file is named, and an entry's link field (`terms`, `to`): with the
 * routes at hand the page must exist, with its anchors the anchor too; without them (a browser form) only the form.
 */
import {region} from '../../data/region';
import {entryMessages} from './messages';
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

const TEXT = entryMessages.link;

/** The site's routes; each with its anchors when they are known. */
export type KnownRoutes = ReadonlyMap<string, ReadonlySet<string> | undefined>;

const ROUTE = /^\/(?:[a-z0-9-]+\/)*$/;

/** What is wrong with `link` (in the region's language, starting with the value), or `undefined` when it is right. */
export function sitePathProblem(link: string, routes?: KnownRoutes): string | undefined {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(link)) {
    return TEXT.external(link);
  }
  const hash = link.indexOf('#');
  const path = hash === -1 ? link : link.slice(0, hash);
  const anchor = hash === -1 ? undefined : link.slice(hash + 1);
  if (!path.startsWith('/')) return TEXT.relative(link, `/${link.replace(/^\.?\/?/, '')}`);
  if (!path.endsWith('/') && ROUTE.test(`${path}/`)) {
    return TEXT.noSlash(link, `${path}/${anchor === undefined ? '' : `#${anchor}`}`);
  }
  if (!ROUTE.test(path)) return TEXT.notARoute(link);
  if (anchor !== undefined && !/^[^\s#/?]+$/u.test(anchor)) return TEXT.badAnchor(link);
  if (!routes) return undefined;
  if (!routes.has(path)) return TEXT.noPage(link, path);
  const anchors = routes.get(path);
  if (anchor !== undefined && anchors && !anchors.has(anchor)) {
    return TEXT.noAnchor(link, path, anchor);
  }
  return undefined;
}
