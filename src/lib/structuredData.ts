/**
 * Schema.org structured data (JSON-LD) of the site's pages: `BreadcrumbList` on nested routes,
 * `Organization` on the home page, `FAQPage` for FAQ blocks. Pure builders: the same input gives the same
 * JSON for every visitor, so the inline scripts are static and their CSP hashes stable.
 */

export const SCHEMA_CONTEXT = 'https://schema.org';

/** Where the site is deployed: `siteConfig.url` (origin) and `siteConfig.baseUrl` (`/` or `/x/y/`). */
export interface SiteLocation {
  url: string;
  baseUrl: string;
}

/** Front-matter titles of the pages by route (`/`, `/funds/`, …), from the `page-titles` build plugin. */
export type PageTitles = Readonly<Record<string, string>>;

export interface JsonLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': string;
  [key: string]: unknown;
}

export interface Crumb {
  route: string;
  name: string;
}

export interface FaqEntry {
  question: string;
  /** The answer as plain text. */
  answer: string;
}

/** The brand as the Organization names it. */
export const ORGANIZATION_NAME = 'GGPoker';
/** Square logo for the Organization (512x512 PNG rendered by scripts/og-image.mjs). */
export const ORGANIZATION_LOGO = '/img/og-logo.png';

/** `https://host` + `/base/` + `route` without its leading slash: `/funds/` → `https://host/base/funds/`. */
export function absoluteUrl(site: SiteLocation, route: string): string {
  const origin = site.url.replace(/\/+$/, '');
  const base = site.baseUrl.endsWith('/') ? site.baseUrl : `${site.baseUrl}/`;
  return `${origin}${base}${route.replace(/^\/+/, '')}`;
}

/** A permalink as Docusaurus gives it (with the base URL) back to the site route: `/x/funds/` → `/funds/`. */
export function routeOfPermalink(permalink: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const rest = permalink.startsWith(base) ? permalink.slice(base.length) : permalink.replace(/^\/+/, '');
  if (!rest) return '/';
  return `/${rest.endsWith('/') ? rest : `${rest}/`}`;
}

/** The path segments of a route: `/poker-school/poker-terms/` → `['poker-school', 'poker-terms']`. */
export function routeSegments(route: string): string[] {
  return route.split('/').filter(Boolean);
}

/**
 * The breadcrumb trail of a nested route: the home page, every ancestor that is a page, and the page
 * itself, each named by its page title. Ancestors without a page (e.g. `/network/`) are left out, since a
 * crumb must link somewhere. Empty for routes with fewer than two segments.
 */
export function breadcrumbTrail(route: string, titles: PageTitles, ownTitle?: string): Crumb[] {
  const segments = routeSegments(route);
  if (segments.length < 2) return [];
  const trail: Crumb[] = [];
  const home = titles['/'];
  if (home) trail.push({route: '/', name: home});
  for (let depth = 1; depth < segments.length; depth += 1) {
    const ancestor = `/${segments.slice(0, depth).join('/')}/`;
    const name = titles[ancestor];
    if (name) trail.push({route: ancestor, name});
  }
  const self = `/${segments.join('/')}/`;
  trail.push({route: self, name: titles[self] ?? ownTitle ?? segments[segments.length - 1]!});
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

export function organization(site: SiteLocation): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    name: ORGANIZATION_NAME,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, ORGANIZATION_LOGO),
  };
}

export function faqPage(entries: readonly FaqEntry[]): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: entries.map(({question, answer}) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {'@type': 'Answer', text: answer},
    })),
  };
}

/**
 * The JSON-LD blocks a page carries, by its route: `Organization` on the home page, `BreadcrumbList` on
 * routes with two or more segments, nothing otherwise.
 */
export function pageStructuredData(
  route: string,
  titles: PageTitles,
  site: SiteLocation,
  ownTitle?: string,
): JsonLd[] {
  if (route === '/') return [organization(site)];
  const trail = breadcrumbTrail(route, titles, ownTitle);
  return trail.length >= 2 ? [breadcrumbList(trail, site)] : [];
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are written as `\u003c`…, so
 * no text can close the script element; U+2028/U+2029 likewise, for old JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
