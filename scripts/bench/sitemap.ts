import {readFileSync} from 'node:fs';

/** The route paths (`/`, `/download/`, …) of a built sitemap.xml, in sitemap order, without duplicates. */
export function sitemapRoutes(xml: string): string[] {
  const routes = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  return [...new Set(routes)];
}

export function readSitemapRoutes(file: string): string[] {
  const routes = sitemapRoutes(readFileSync(file, 'utf8'));
  if (routes.length === 0) throw new Error(`${file} lists no URL`);
  return routes;
}

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
