/**
 * Where the site's files are, for the Node side: plugins, scripts and tests. The edge (`server/`) never imports
 * this file, because Workers have no file system; the build file names it shares are in `buildFiles.ts`.
 */
import path from 'node:path';

import {region} from '../src/data/region';

export const SITE_ROOT = path.resolve(__dirname, '..');

/** The built region's content folder (`i18n/<locale>`), relative to the site root: its pages and `code.json`. */
export const CONTENT_DIR = `i18n/${region.locale}`;

/** The pages folder, relative to the site root with `/`: every route is one MDX file here. */
export const PAGES_DIR = `${CONTENT_DIR}/docusaurus-plugin-content-pages`;

/** The region's own static files (`regions/<ID>/static/`, its logos), served beside `static/`. */
export const REGION_STATIC_DIR = `regions/${region.id}/static`;

export const PAGES_PATH = path.join(SITE_ROOT, PAGES_DIR);

/** The production build and the branch preview (`npm run build:preview`). */
export const PRODUCTION_BUILD = 'build';
export const PREVIEW_BUILD = 'build-preview';

/** Where `npm run build:region` writes another region's site (the default region builds into `build/`). */
export function regionBuildDir(id: string): string {
  return `build-${id.toLowerCase()}`;
}

/** The build the content tests read, absolute: `build/`, or another one named by `BUILD_DIR`. */
export function buildPath(dir: string = process.env.BUILD_DIR ?? PRODUCTION_BUILD): string {
  return path.resolve(SITE_ROOT, dir);
}
