/**
 * Names of the files the build writes for the edge and the other hosts: plugins/post-build writes them,
 * server/ reads or hides them. No imports here, and none may be added that need Node: server/ runs on Workers too.
 */

/** The CSP's script and style hashes, for the edge app's Content-Security-Policy. */
export const CSP_MANIFEST_FILE = 'csp.json';

/** Docusaurus's sitemap; operations may replace it without a rebuild. */
export const SITEMAP_FILE = 'sitemap.xml';

/** The headers for Netlify and Cloudflare Pages, every path. */
export const HEADERS_FILE = '_headers';

/** The same headers as an nginx include. */
export const NGINX_INCLUDE_FILE = 'security-headers.nginx.conf';

/** What Workers Static Assets must not publish: the build's variants and host configuration. */
export const ASSETS_IGNORE_FILE = '.assetsignore';

/** Host configuration, never pages: other hosts read these files, visitors get a 404. */
export const HOST_FILES: readonly string[] = [HEADERS_FILE, ASSETS_IGNORE_FILE, NGINX_INCLUDE_FILE];
