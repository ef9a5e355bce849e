/**
 * A link field of an entry (`terms`, `to`): a path of this site with the trailing slash and an optional
 * `#anchor`. With the site's routes at hand (the build, the check) the page must exist, and with its anchors
 * (the check) the anchor too; without them (a browser form) only the form is judged.
 */

import {entryMessages} from './messages';

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
