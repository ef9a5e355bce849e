import {readFileSync} from 'node:fs';

/** Every `<loc>` of the built sitemap, read at test-collection time so each URL is its own test. */
export function sitemapUrls(buildDir = 'build'): string[] {
  const xml = readFileSync(`${buildDir}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}
