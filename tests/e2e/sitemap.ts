import path from 'node:path';

import {SITEMAP_FILE} from '../../site/buildFiles';
import {PRODUCTION_BUILD} from '../../site/paths';
import {readSitemapUrls} from '../../site/sitemap';

/** Every `<loc>` of the built sitemap, read at test-collection time so each URL is its own test. */
export function sitemapUrls(buildDir = PRODUCTION_BUILD): string[] {
  return readSitemapUrls(path.join(buildDir, SITEMAP_FILE));
}
