import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {readSitemapRoutes, readSitemapUrls, sitemapRoutes, sitemapUrls} from '../../../site/sitemap';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(...locs: string[]): string {
  const urls = locs.map((loc) => `<url><loc>${loc}</loc><changefreq>weekly</changefreq></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="${NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">${urls}</urlset>`;
}

describe('sitemap URLs', () => {
  it('lists every <url><loc> in sitemap order, as Docusaurus writes them', () => {
    const xml = urlset('https://www.ggpoker.hu/', 'https://www.ggpoker.hu/funds/', 'https://www.ggpoker.hu/download/');
    expect(sitemapUrls(xml)).toEqual([
      'https://www.ggpoker.hu/',
      'https://www.ggpoker.hu/funds/',
      'https://www.ggpoker.hu/download/',
    ]);
  });

  it('reads a sitemap without a namespace, trims whitespace and decodes entities', () => {
    const xml = '<urlset><url><loc>\n  https://www.ggpoker.hu/a/?x=1&amp;y=2\n</loc></url></urlset>';
    expect(sitemapUrls(xml)).toEqual(['https://www.ggpoker.hu/a/?x=1&y=2']);
  });

  it('takes only the page locations, not image locations inside a <url>', () => {
    const xml =
      `<urlset xmlns="${NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">` +
      '<url><loc>https://www.ggpoker.hu/</loc><image:image><image:loc>https://www.ggpoker.hu/a.png</image:loc></image:image></url>' +
      '</urlset>';
    expect(sitemapUrls(xml)).toEqual(['https://www.ggpoker.hu/']);
  });

  it('gives an empty <urlset> no URL', () => {
    expect(sitemapUrls(`<urlset xmlns="${NS}"/>`)).toEqual([]);
  });

  it.each([
    ['a cut-off file', `<urlset xmlns="${NS}"><url><loc>https://www.ggpoker.hu/</loc></url>`],
    ['a tag closed wrongly', '<urlset><url><loc>https://www.ggpoker.hu/</url></urlset>'],
    ['plain text', 'Not Found'],
    ['an empty file', ''],
  ])('refuses %s as not well-formed XML', (_name, xml) => {
    expect(() => sitemapUrls(xml)).toThrow(/the sitemap is not well-formed XML: /);
  });

  it('refuses an HTML page or a sitemap index', () => {
    expect(() => sitemapUrls('<html><body>404</body></html>')).toThrow(
      "the sitemap's root element is <html>, not <urlset>",
    );
    expect(() => sitemapUrls(`<sitemapindex xmlns="${NS}"/>`)).toThrow(/<sitemapindex>, not <urlset>/);
  });

  it('refuses a <url> without an absolute location', () => {
    expect(() => sitemapUrls('<urlset><url><lastmod>2026-01-01</lastmod></url></urlset>')).toThrow(
      `the sitemap's <url> number 1 has no absolute <loc>: ""`,
    );
    expect(() => sitemapUrls(urlset('https://www.ggpoker.hu/', '/funds/'))).toThrow(
      `the sitemap's <url> number 2 has no absolute <loc>: "/funds/"`,
    );
  });
});

describe('sitemap routes', () => {
  it('lists each path once, in sitemap order, with the base path kept', () => {
    const xml = urlset(
      'https://www.ggpoker.hu/download/',
      'https://www.ggpoker.hu/',
      'https://www.ggpoker.hu/download/',
      'https://preview.example.com/preview/x/funds/',
    );
    expect(sitemapRoutes(xml)).toEqual(['/download/', '/', '/preview/x/funds/']);
  });
});

describe('reading a sitemap file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ggphu-sitemap-'));
  });
  afterEach(() => {
    rmSync(dir, {recursive: true, force: true});
  });

  function write(xml: string): string {
    const file = path.join(dir, 'sitemap.xml');
    writeFileSync(file, xml);
    return file;
  }

  it('reads the URLs and the routes', () => {
    const file = write(urlset('https://www.ggpoker.hu/', 'https://www.ggpoker.hu/funds/'));
    expect(readSitemapUrls(file)).toEqual(['https://www.ggpoker.hu/', 'https://www.ggpoker.hu/funds/']);
    expect(readSitemapRoutes(file)).toEqual(['/', '/funds/']);
  });

  it('names the file in every error', () => {
    const missing = path.join(dir, 'nope.xml');
    expect(() => readSitemapUrls(missing)).toThrow(`${missing} is missing: build the site first (npm run build)`);
    const broken = write('<urlset><url>');
    expect(() => readSitemapUrls(broken)).toThrow(`${broken}: the sitemap is not well-formed XML`);
    const empty = write(`<urlset xmlns="${NS}"></urlset>`);
    expect(() => readSitemapRoutes(empty)).toThrow(`${empty} lists no URL`);
  });
});
