/**
 * Cache-Control per built file. Docusaurus puts content-hashed bundles under `assets/`, so those may be
 * cached for a year; HTML and the files operations change without a rebuild must be revalidated.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

export function cacheControlFor(relativePath: string): string {
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  if (
    relativePath.endsWith('.html') ||
    relativePath === 'runtime-config.json' ||
    // the site search's index (`search/<locale>.json`): a new build changes it under the same name
    relativePath.startsWith('search/') ||
    relativePath.startsWith('builds/') ||
    relativePath === 'sitemap.xml'
  ) {
    return REVALIDATE;
  }
  return SHORT;
}
