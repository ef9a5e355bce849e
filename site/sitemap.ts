/**
 * The one reader of a built sitemap.xml (benchmarks, content tests, e2e). It parses the XML instead of matching
 * `<loc>` with a pattern, so a broken sitemap is an error that says so, not an empty or partial list of pages.
 */
import {readFileSync} from 'node:fs';

import {JSDOM} from 'jsdom';

function childrenNamed(parent: Element, localName: string): Element[] {
  return [...parent.children].filter(
    (child) => child.localName === localName && child.namespaceURI === parent.namespaceURI,
  );
}

/**
 * Every `<url><loc>` of a sitemap, trimmed and in sitemap order. Throws when the text is not well-formed XML,
 * its root is no `<urlset>`, or a `<url>` has no `<loc>` with an absolute URL.
 */
export function sitemapUrls(xml: string): string[] {
  let document: Document;
  try {
    document = new JSDOM(xml, {contentType: 'application/xml'}).window.document;
  } catch (error) {
    throw new Error(`the sitemap is not well-formed XML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const root = document.documentElement;
  if (root.localName !== 'urlset') throw new Error(`the sitemap's root element is <${root.localName}>, not <urlset>`);
  return childrenNamed(root, 'url').map((url, index) => {
    const loc = childrenNamed(url, 'loc').at(0)?.textContent.trim() ?? '';
    if (!URL.canParse(loc)) throw new Error(`the sitemap's <url> number ${index + 1} has no absolute <loc>: "${loc}"`);
    return loc;
  });
}

function routesOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map((url) => new URL(url).pathname))];
}

/** The route paths (`/`, `/download/`, …) of a sitemap, in sitemap order, without duplicates. */
export function sitemapRoutes(xml: string): string[] {
  return routesOf(sitemapUrls(xml));
}

/** The URLs of a sitemap file; a missing file, a broken sitemap and one with no URL are errors naming the file. */
export function readSitemapUrls(file: string): string[] {
  let xml: string;
  try {
    xml = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${file} is missing: build the site first (npm run build)`);
    }
    throw error;
  }
  let urls: string[];
  try {
    urls = sitemapUrls(xml);
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (urls.length === 0) throw new Error(`${file} lists no URL`);
  return urls;
}

export function readSitemapRoutes(file: string): string[] {
  return routesOf(readSitemapUrls(file));
}
