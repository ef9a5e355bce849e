/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {JSDOM} from 'jsdom';

import {SITEMAP_FILE} from '../../site/buildFiles';
import {buildPath} from '../../site/paths';
import {builtHtmlOfRoute} from '../../site/routes';
import {readSitemapUrls} from '../../site/sitemap';

// `npm test` builds the site before Jest; BUILD_DIR points at another build (e.g. build-mine) when run alone.
const BUILD = buildPath();

/** Every page the sitemap lists, as its built HTML file. */
function sitemapFiles(): string[] {
  return readSitemapUrls(path.join(BUILD, SITEMAP_FILE)).map((url) => builtHtmlOfRoute(new URL(url).pathname));
}

/** What a visitor reads: the title, the meta description and the body text, without scripts and styles. */
function visibleText(file: string): string {
  const {document} = new JSDOM(readFileSync(path.join(BUILD, file), 'utf8')).window;
  document.querySelectorAll('script, style, noscript, template').forEach((element) => element.remove());
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
  return [document.title, description, document.body.textContent].join('\n');
}

/** A dotted number right after an operating system name is a version (macOS 10.13), not an amount. */
const VERSION = /(?:macOS|Android|iOS|Windows)\s\d+\.\d+/g;

const RULES: readonly {name: string; pattern: RegExp}[] = [
  {name: 'dollar sign before a number ($5, $0.50)', pattern: /\$\s?\d/},
  {name: 'decimal point in an amount (0.50)', pattern: /\d\.\d\d(?!\d)/},
  {name: 'ordinary space inside a thousands group (20 000)', pattern: /\d \d{3}(?!\d)/},
  {name: '„előflop” instead of preflop', pattern: /előflop/i},
  {name: '„Hogyan pókerezzünk” instead of the tegező page name', pattern: /Hogyan pókerezzünk/i},
];

describe('visible text of every sitemap page follows Hungarian typography', () => {
  const files = sitemapFiles();

  it('the sitemap lists the pages', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  describe.each(files)('%s', (file) => {
    const text = visibleText(file).replace(VERSION, '');
    it.each(RULES)('has no $name', ({pattern}) => {
      const match = pattern.exec(text);
      const context = match ? text.slice(Math.max(0, match.index - 40), match.index + 40) : null;
      expect(context).toBeNull();
    });
  });
});
