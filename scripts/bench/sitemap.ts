/** A filter names one route exactly; the trailing slash is optional (`/download` is `/download/`). */
function sameRoute(route: string, filter: string): boolean {
  const withSlash = filter.endsWith('/') ? filter : `${filter}/`;
  return route === filter || route === withSlash;
}

/** The routes the filters name exactly (every route when there is none); an unmatched filter is an error. */
export function filterRoutes(routes: readonly string[], filters: readonly string[]): string[] {
  if (filters.length === 0) return [...routes];
  const unmatched = filters.filter((filter) => !routes.some((route) => sameRoute(route, filter)));
  if (unmatched.length > 0) throw new Error(`no sitemap route is exactly ${unmatched.join(', ')}`);
  return routes.filter((route) => filters.some((filter) => sameRoute(route, filter)));
}
