/**
 * Which JSON-LD a page carries, decided by its route: one rule for the whole site, used by the MDXPage
 * wrapper for every content page.
 */
import {breadcrumbList, breadcrumbTrail} from './breadcrumbs';
import {article, organization, type PageFacts, profilePage, webPage, webSite} from './entities';
import {type JsonLd, type PageTitles, routeSegments, type SiteLocation} from './schema';

export type PageKind = 'home' | 'article' | 'profile' | 'collection' | 'page';

/** Sections whose pages below the index are articles (guides with a headline), not plain pages. */
const ARTICLE_SECTIONS = ['poker-school'];
/** Sections whose pages below the index are one person's profile. */
const PROFILE_SECTIONS = ['ggteam'];

/**
 * The kind of a page: the home page; a guide of the poker school (`Article`); an ambassador's profile
 * (`ProfilePage` of a `Person` when the ambassador is real and contracted, else a `WebPage`); a page with pages
 * below it, such as `/poker-games/` (`CollectionPage`); any other page (`WebPage`).
 */
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

/**
 * The JSON-LD blocks of a page: on the home page the `WebSite` and the one `Organization`; on every other
 * page the block of its kind (see `pageKind`) and its `BreadcrumbList` from the home page. A page with
 * questions and answers adds its `FAQPage` itself (the FaqList component).
 */
export function pageStructuredData(page: PageInput, titles: PageTitles, site: SiteLocation): JsonLd[] {
  const kind = pageKind(page.route, titles);
  if (kind === 'home') return [webSite(page.siteName, site), organization(site)];
  const title = page.title?.trim() ? page.title : (titles[page.route] ?? page.siteName);
  const facts: PageFacts = {route: page.route, title, description: page.description, image: page.image};
  // A made-up profile is a plain page: a `Person` would tell search engines that someone real exists.
  const main =
    kind === 'article'
      ? article(facts, site)
      : kind === 'profile' && page.personContracted === true
        ? profilePage(facts, page.personName ?? title, site)
        : webPage(facts, site, kind === 'collection' ? 'CollectionPage' : 'WebPage');
  const trail = breadcrumbTrail(page.route, titles, title);
  return trail.length >= 2 ? [main, breadcrumbList(trail, site)] : [main];
}
