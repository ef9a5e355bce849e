/**
 * Where Download controls lead inside the site, relative to the base URL. Kept apart from the resolver
 * (`downloadLinkResolver.ts`, loaded after hydration) so the page bundle carries only these two strings.
 */

/** The site's download page: the href of every Download control in the static HTML, and its fallback. */
export const DOWNLOAD_PAGE_PATH = '/download/';
/** The edge endpoint that answers the store links (`GET …?brandAlias=&platform=&country=`). */
export const DOWNLOAD_URL_API_PATH = '/api/download-url';
