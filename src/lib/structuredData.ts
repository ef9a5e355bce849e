/**
 * Schema.org structured data (JSON-LD) of the site's pages, built in one place. Pure: the same input gives the
 * same JSON for every visitor, so the inline scripts are static and their CSP hashes stable.
 */
import {region} from '../data/region';

export const SCHEMA_CONTEXT = 'https://schema.org';

const PAGE_LANGUAGE = region.htmlLang;

/** Where the site is deployed: `siteConfig.url` (origin) and `siteConfig.baseUrl` (`/` or `/x/y/`). */
export interface SiteLocation {
  url: string;
  baseUrl: string;
}

/** Front-matter titles of the pages by route (`/`, `/funds/`, …), from the `page-titles` build plugin. */
export type PageTitles = Readonly<Partial<Record<string, string>>>;

export interface PageTitlesGlobalData {
  titles: Record<string, string>;
}

export interface JsonLd {
  '@context': typeof SCHEMA_CONTEXT;
  '@type': string;
  [key: string]: unknown;
}

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

function routeSegments(route: string): string[] {
  return route.split('/').filter(Boolean);
}

function absoluteImageUrl(site: SiteLocation, image: string): string {
  return /^https?:\/\//.test(image) ? image : absoluteUrl(site, image);
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

const ORGANIZATION_NAME = 'GGPoker';
/** Square logo for the Organization (512x512 PNG rendered by scripts/raster-artwork.ts). */
const ORGANIZATION_LOGO = '/img/og-logo.png';

export interface FaqEntry {
  question: string;
  /** The answer as plain text. */
  answer: string;
}

export interface PageFacts {
  /** Site route, e.g. `/poker-school/poker-terms/`. */
  route: string;
  title: string;
  description?: string;
  /** Social image of the page: a site path (`/img/og-default.png`) or an absolute URL. */
  image?: string;
}

function block(type: string, fields: Record<string, unknown>): JsonLd {
  return {'@context': SCHEMA_CONTEXT, '@type': type, ...fields};
}

/** The organization without `@context`, for nesting as an article's author and publisher. */
function organizationEntity(site: SiteLocation): Record<string, unknown> {
  return {
    '@type': 'Organization',
    name: ORGANIZATION_NAME,
    url: absoluteUrl(site, '/'),
    logo: absoluteUrl(site, ORGANIZATION_LOGO),
  };
}

export function organization(site: SiteLocation): JsonLd {
  return {'@context': SCHEMA_CONTEXT, ...organizationEntity(site)} as JsonLd;
}

function webSite(siteName: string, site: SiteLocation): JsonLd {
  const url = absoluteUrl(site, '/');
  return block('WebSite', {name: siteName, url, inLanguage: PAGE_LANGUAGE, publisher: organizationEntity(site)});
}

/** The main block of a page below the home page, by its kind (`pageKind`); `person` only for a real ambassador. */
function pageBlock(kind: PageKind, page: PageFacts, site: SiteLocation, person?: string): JsonLd {
  const url = absoluteUrl(site, page.route);
  const description = page.description ? {description: page.description} : {};
  const fields = {
    name: page.title,
    url,
    ...description,
    inLanguage: PAGE_LANGUAGE,
    ...(page.image ? {image: absoluteImageUrl(site, page.image)} : {}),
  };
  if (kind === 'article') {
    const author = organizationEntity(site);
    return block('Article', {headline: page.title, ...fields, mainEntityOfPage: url, author, publisher: author});
  }
  if (person !== undefined) {
    const member = {'@type': 'Person', name: person, url, ...description, memberOf: organizationEntity(site)};
    return block('ProfilePage', {...fields, mainEntity: member});
  }
  return block(kind === 'collection' ? 'CollectionPage' : 'WebPage', fields);
}

export function faqPage(entries: readonly FaqEntry[]): JsonLd {
  return block('FAQPage', {
    mainEntity: entries.map(({question, answer}) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: {'@type': 'Answer', text: answer},
    })),
  });
}

/** An online event the site lists (a tournament): where, when, who runs it, and its buy-in in US dollars. */
export interface OnlineEventFacts {
  name: string;
  description?: string;
  /** The page that lists the event: its URL is the event's virtual location. */
  route: string;
  /** `YYYY-MM-DD` */
  startDate: string;
  /** `YYYY-MM-DD`; left out while no end is announced. */
  endDate?: string;
  /** The buy-in in US dollars; no offer when it is not announced. */
  price?: number;
}

export function onlineEvent(event: OnlineEventFacts, site: SiteLocation): JsonLd {
  const url = absoluteUrl(site, event.route);
  return block('Event', {
    name: event.name,
    ...(event.description ? {description: event.description} : {}),
    inLanguage: PAGE_LANGUAGE,
    startDate: event.startDate,
    ...(event.endDate ? {endDate: event.endDate} : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: {'@type': 'VirtualLocation', url},
    organizer: organizationEntity(site),
    ...(event.price === undefined
      ? {}
      : {offers: {'@type': 'Offer', price: event.price, priceCurrency: 'USD', url, validFrom: event.startDate}}),
  });
}

export interface Crumb {
  route: string;
  name: string;
}

/**
 * The trail of a page below the home page: home, every ancestor that is a page (a crumb must link somewhere,
 * so `/network/` is left out) and the page itself, each named by its title. Empty for the home page.
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
  return block('BreadcrumbList', {
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.route),
    })),
  });
}

export type PageKind = 'home' | 'article' | 'profile' | 'collection' | 'page';

/** Sections whose pages below the index are articles (guides with a headline), not plain pages. */
const ARTICLE_SECTIONS = ['poker-school'];
/** Sections whose pages below the index are one person's profile. */
const PROFILE_SECTIONS = ['ggteam'];

/** A page with pages below it, such as `/poker-games/`, is a `CollectionPage`. */
export function pageKind(route: string, titles: PageTitles): PageKind {
  const segments = routeSegments(route);
  if (segments.length === 0) return 'home';
  if (segments.length === 2 && ARTICLE_SECTIONS.includes(segments[0])) return 'article';
  if (segments.length === 2 && PROFILE_SECTIONS.includes(segments[0])) return 'profile';
  const hasChildPage = Object.keys(titles).some((other) => other !== route && other.startsWith(route));
  return hasChildPage ? 'collection' : 'page';
}

export interface PageInput extends Omit<PageFacts, 'title'> {
  /** The page's metadata title; when empty or missing, its front-matter title, else the site's name. */
  title?: string;
  /** The site's name (`siteConfig.title`), for the home page's `WebSite`. */
  siteName: string;
  /** The person a profile page is about; the page title when not given. */
  personName?: string;
  /** The person is a real, contracted ambassador (a member of the organization); a made-up profile is not. */
  personContracted?: boolean;
}

/** The JSON-LD blocks of a page; a page with questions adds its `FAQPage` itself (the FaqList component). */
export function pageStructuredData(page: PageInput, titles: PageTitles, site: SiteLocation): JsonLd[] {
  const kind = pageKind(page.route, titles);
  if (kind === 'home') return [webSite(page.siteName, site), organization(site)];
  const title = page.title?.trim() ? page.title : (titles[page.route] ?? page.siteName);
  // A made-up profile is a plain page: a `Person` would tell search engines that someone real exists.
  const person = kind === 'profile' && page.personContracted === true ? (page.personName ?? title) : undefined;
  const main = pageBlock(kind, {...page, title}, site, person);
  const trail = breadcrumbTrail(page.route, titles, title);
  return trail.length >= 2 ? [main, breadcrumbList(trail, site)] : [main];
}
