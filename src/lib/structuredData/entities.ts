/** The schema.org entities the site's pages are described by, one builder each. */
import {absoluteImageUrl, absoluteUrl, type JsonLd, PAGE_LANGUAGE, SCHEMA_CONTEXT, type SiteLocation} from './schema';

/** The brand as the Organization names it. */
const ORGANIZATION_NAME = 'GGPoker';
/** Square logo for the Organization (512x512 PNG rendered by scripts/og-image.mjs). */
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

/** An ambassador's profile: a `ProfilePage` whose main entity is the `Person`, a member of the organization. */
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
