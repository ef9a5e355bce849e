/**
 * Where the site's files are, for the Node side: plugins, scripts and tests. The edge (`server/`) never imports
 * this file, because Workers have no file system; the build file names it shares are in `buildFiles.ts`.
 */
import path from 'node:path';

/** The repository root. */
export const SITE_ROOT = path.resolve(__dirname, '..');

/** The pages folder, relative to the site root with `/`: every route is one MDX file here. */
export const PAGES_DIR = 'i18n/hu/docusaurus-plugin-content-pages';

/** The pages folder of this checkout, absolute. */
export const PAGES_PATH = path.join(SITE_ROOT, PAGES_DIR);

/** `docusaurus build`'s output folders: the production build and the branch preview (`npm run build:preview`). */
export const PRODUCTION_BUILD = 'build';
export const PREVIEW_BUILD = 'build-preview';

/** The build the content tests read, absolute: `build/`, or another one named by `BUILD_DIR`. */
export function buildPath(dir: string = process.env.BUILD_DIR ?? PRODUCTION_BUILD): string {
  return path.resolve(SITE_ROOT, dir);
}
