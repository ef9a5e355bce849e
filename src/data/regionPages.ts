/**
 * Whether the built region publishes a page. The bundler writes the route list in (`plugins/region`); where it
 * is absent (Node tools, unit tests) every route counts as published.
 */

function builtRoutes(): ReadonlySet<string> | null {
  try {
    const listed: unknown = JSON.parse(process.env.REGION_ROUTES ?? 'null');
    return Array.isArray(listed) ? new Set(listed.filter((route) => typeof route === 'string')) : null;
  } catch {
    return null;
  }
}

const routes = builtRoutes();

/** `/x/y/` or a bare slug `x`. */
export function isRegionPage(path: string): boolean {
  if (!routes) return true;
  const route = `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  return routes.has(route);
}

/** An item of this site whose page is absent goes with its whole panel; external links stay. */
export function publishedOnly<T extends {path: string; siteType: string; children?: T[]}>(items: readonly T[]): T[] {
  return items
    .filter((item) => item.siteType === 'external' || isRegionPage(item.path))
    .map((item) => (item.children ? {...item, children: publishedOnly(item.children)} : item));
}
