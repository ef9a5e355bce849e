/**
 * Schema.org structured data (JSON-LD) of the site's pages, built in one place: the vocabulary and URLs
 * (`schema`), breadcrumbs, the entities (Organization, WebSite, WebPage, Article, ProfilePage/Person,
 * FAQPage, a tournament's online Event) and the rule that picks a page's blocks (`pages`).
 */
export * from './breadcrumbs';
export * from './entities';
export * from './pages';
export * from './schema';
