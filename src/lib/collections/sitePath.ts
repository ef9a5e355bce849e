/**
 * A link field of an entry (`terms`, `to`): a path of this site with the trailing slash and an optional
 * `#anchor`. With the site's routes at hand (the build, the check) the page must exist, and with its anchors
 * (the check) the anchor too; without them (a browser form) only the form is judged.
 */

/** The site's routes; each with its anchors when they are known. */
export type KnownRoutes = ReadonlyMap<string, ReadonlySet<string> | undefined>;

const ROUTE = /^\/(?:[a-z0-9-]+\/)*$/;

/** What is wrong with `link` (Hungarian, starting with the value), or `undefined` when it is right. */
export function sitePathProblem(link: string, routes?: KnownRoutes): string | undefined {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(link)) {
    return `„${link}” külső cím; az oldal saját útvonala kell, pl. /bonus-terms/.`;
  }
  const hash = link.indexOf('#');
  const path = hash === -1 ? link : link.slice(0, hash);
  const anchor = hash === -1 ? undefined : link.slice(hash + 1);
  if (!path.startsWith('/')) return `„${link}” relatív útvonal; így írd: /${link.replace(/^\.?\/?/, '')}.`;
  if (!path.endsWith('/') && ROUTE.test(`${path}/`)) {
    return `„${link}”: hiányzik a záró perjel; így írd: ${path}/${anchor === undefined ? '' : `#${anchor}`}.`;
  }
  if (!ROUTE.test(path)) return `„${link}” nem útvonal: kisbetűk, számok és kötőjelek, perjellel zárva.`;
  if (anchor !== undefined && !/^[^\s#/?]+$/u.test(anchor)) return `„${link}”: a horgony (#…) üres vagy hibás.`;
  if (!routes) return undefined;
  if (!routes.has(path)) return `„${link}”: nincs ilyen oldal (${path}).`;
  const anchors = routes.get(path);
  if (anchor !== undefined && anchors && !anchors.has(anchor)) {
    return `„${link}”: a ${path} oldalon nincs „#${anchor}” horgony (címsor).`;
  }
  return undefined;
}
