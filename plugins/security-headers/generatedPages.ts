import {existsSync} from 'node:fs';
import path from 'node:path';

import {builtHtmlOfRoute} from '../../site/routes';

/**
 * The HTML files the build itself rendered: one per route Docusaurus rendered (postBuild's `routesPaths`), at
 * the file its static-site generation writes for it (`/funds/` → `funds/index.html`, `/404.html` as it is; the
 * site has `trailingSlash: true`). Any other `.html` under the build was copied from a static folder as it was,
 * a file a writer could add: the post-build pass never touches it, and its inline scripts get no hash in the CSP.
 */

/** The file, relative to the build folder, that Docusaurus writes for a route under `baseUrl`. */
export function generatedPageOfRoute(route: string, baseUrl: string): string {
  const sitePath = route.startsWith(baseUrl) ? `/${route.slice(baseUrl.length)}` : route;
  if (/\.html?$/i.test(sitePath)) return sitePath.replace(/^\/+/, '');
  return builtHtmlOfRoute(sitePath.endsWith('/') ? sitePath : `${sitePath}/`);
}

/** Every page the build rendered, as full paths, each once, in route order. */
export function generatedPageFiles(outDir: string, routesPaths: readonly string[], baseUrl: string): string[] {
  const files = new Set(routesPaths.map((route) => path.join(outDir, generatedPageOfRoute(route, baseUrl))));
  return [...files].filter((file) => existsSync(file));
}
