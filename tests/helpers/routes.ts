/**
 * Route existence for tests: a site path is a real route when a page file serves it (`site/routes.ts`).
 * Query and hash are ignored; the path must start with `/`.
 */
import fs from 'node:fs';
import path from 'node:path';

import {PAGES_PATH} from '../../site/paths';
import {pageFiles, pageFilesOfRoute, routeOfPage} from '../../site/routes';

export function routeExists(sitePath: string): boolean {
  return pageFilesOfRoute(sitePath).some((candidate) => {
    const file = path.join(PAGES_PATH, candidate);
    return fs.existsSync(file) && fs.statSync(file).isFile();
  });
}

/** Every route of the site, as `/x/y/` paths (sorted). */
export function allRoutes(): string[] {
  return pageFiles()
    .map((file) => routeOfPage(file))
    .sort();
}
