/** The schema.org entities the site's pages are described by, one builder each. */
import {absoluteImageUrl, absoluteUrl, type JsonLd, PAGE_LANGUAGE, SCHEMA_CONTEXT, type SiteLocation} from './schema';

/** The brand as the Organization names it. */
const ORGANIZATION_NAME = 'GGPoker';
/** Square logo for the Organization (512x512 PNG rendered by scripts/raster-artwork.ts). */
const ORGANIZATION_LOGO = '/img/og-logo.png';

export interface FaqEntry {
  question: string;
  /** The answer as plain text. */
  answer: string;
}

/** What every page block says about its page. */
export interface PageFacts {
  /** Site route, e.g. `/poker-school/poker-terms/`. */
  route: string;
  title: string;
  description?: string;
  /** Social image of the page: a site path (`/img/og-default.png`) or an absolute URL. */
  image?: string;
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

/** The website itself, on the home page beside the Organization. */
export function webSite(siteName: string, site: SiteLocation): JsonLd {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    name: siteName,
    url: absoluteUrl(site, '/'),
    inLanguage: PAGE_LANGUAGE,
    publisher: organizationEntity(site),
  };
}

/** The fields every page-like entity shares: name, URL, description, language, image. */
function pageFields(page: PageFacts, site: SiteLocation): Record<string, unknown> {
  return {
    name: page.title,
    url: absoluteUrl(site, page.route),
    ...(page.description ? {description: page.description} : {}),
    inLanguage: PAGE_LANGUAGE,
    ...(page.image ? {image: absoluteImageUrl(site, page.image)} : {}),
  };
}

/** An ordinary page (`WebPage`), or a section's index page that lists its pages (`CollectionPage`). */
export function webPage(page: PageFacts, site: SiteLocation, type: 'WebPage' | 'CollectionPage' = 'WebPage'): JsonLd {
  return {'@context': SCHEMA_CONTEXT, '@type': type, ...pageFields(page, site)};
}

/** A poker-school guide: an `Article` written and published by the organization. */
export function article(page: PageFacts, site: SiteLocation): JsonLd {
  const url = absoluteUrl(site, page.route);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Article',
    headline: page.title,
    ...pageFields(page, site),
    mainEntityOfPage: url,
    author: organizationEntity(site),
    publisher: organizationEntity(site),
  };
}

/**
 * A real, contracted ambassador's profile: a `ProfilePage` whose main entity is the `Person`, a member of the
 * organization. A made-up profile gets no `Person` at all (a plain `WebPage`).
 */
export function profilePage(page: PageFacts, personName: string, site: SiteLocation): JsonLd {
  const url = absoluteUrl(site, page.route);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ProfilePage',
    ...pageFields(page, site),
    mainEntity: {
      '@type': 'Person',
      name: personName,
      url,
      ...(page.description ? {description: page.description} : {}),
      memberOf: organizationEntity(site),
    },
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
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
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
  };
}
