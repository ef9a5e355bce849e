import {absoluteUrl, type JsonLd, type PageTitles, routeSegments, SCHEMA_CONTEXT, type SiteLocation} from './schema';

export interface Crumb {
  route: string;
  name: string;
}

/**
 * The breadcrumb trail of a page below the home page: the home page, every ancestor that is a page, and
 * the page itself, each named by its page title. Ancestors without a page (e.g. `/network/`) are left out,
 * since a crumb must link somewhere. Empty for the home page, which is the root of every trail.
 */
export function breadcrumbTrail(route: string, titles: PageTitles, ownTitle?: string): Crumb[] {
  const segments = routeSegments(route);
  if (segments.length === 0) return [];
  const trail: Crumb[] = [];
  const home = titles['/'];
  if (home) trail.push({route: '/', name: home});
  for (let depth = 1; depth < segments.length; depth += 1) {
    const ancestor = `/${segments.slice(0, depth).join('/')}/`;
    const name = titles[ancestor];
    if (name) trail.push({route: ancestor, name});
  }
  const self = `/${segments.join('/')}/`;
  trail.push({route: self, name: titles[self] ?? ownTitle ?? segments.join('/')});
  return trail;
}

export function breadcrumbList(trail: readonly Crumb[], site: SiteLocation): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.route),
    })),
  };
}
