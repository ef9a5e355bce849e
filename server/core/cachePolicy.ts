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

/** Build folders whose files need no code: on Workers, Static Assets can serve them without the Worker. */
const PLATFORM_FOLDERS = ['assets', 'img', 'fonts'] as const;

/**
 * Their cache policy as `_headers` blocks (Workers Static Assets, Netlify, Cloudflare Pages), for
 * `plugins/post-build` to append after the `/*` block. Once `_headers` carries them, wrangler.jsonc's
 * `run_worker_first` can leave these folders to the platform (docs/deploy.md).
 */
export function cacheHeaderRules(): string {
  return PLATFORM_FOLDERS.map((folder) => `/${folder}/*\n  Cache-Control: ${cacheControlFor(`${folder}/`)}\n`).join('');
}
