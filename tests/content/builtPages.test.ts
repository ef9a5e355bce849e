/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {JSDOM} from 'jsdom';

import {BUILD, builtHtmlFiles} from './htmlBuild';
import {readSourcePages} from './pages';

function canonicalOf(file: string): string | null {
  const {document} = new JSDOM(readFileSync(path.join(BUILD, file), 'utf8')).window;
  return document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
}

describe('built pages', () => {
  const files = builtHtmlFiles();

  it('every MDX page builds to <route>/index.html', () => {
    const missing = readSourcePages()
      .map((page) => `${page.route.slice(1)}index.html`)
      .filter((file) => !files.includes(file));
    expect(missing).toEqual([]);
  });

  it('the error page is built as 404.html', () => {
    expect(files).toContain('404.html');
  });

  // The build minifies HTML (unquoted attributes), so pages are parsed, not pattern-matched.
  describe.each(files)('%s', (file) => {
    const {document} = new JSDOM(readFileSync(path.join(BUILD, file), 'utf8')).window;

    it('declares lang="hu-HU"', () => {
      expect(document.documentElement.getAttribute('lang')).toBe('hu-HU');
    });

    it('has a non-empty <title>', () => {
      expect(document.title.trim().length).toBeGreaterThan(3);
    });

    it('has a meta description', () => {
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(description.trim().length).toBeGreaterThanOrEqual(20);
    });

    // CanonicalLink replaces the theme's canonical (react-helmet keeps one). The error page has no URL of
    // its own (it is served for every unmatched path), so it has none (tests/content/htmlHead.test.ts).
    if (file !== '404.html') {
      it('has exactly one absolute canonical link, naming its own route', () => {
        const links = document.querySelectorAll('link[rel="canonical"]');
        expect(links).toHaveLength(1);
        const href = links[0].getAttribute('href') ?? '';
        expect(href).toMatch(/^https?:\/\/\S+$/);
        if (file === 'index.html') {
          expect(href).toBe(canonicalOf('index.html'));
        } else {
          expect(new URL(href).pathname).toBe(`/${file.replace(/index\.html$/, '')}`);
        }
        expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(href);
      });

      it('has no robots noindex in the production build', () => {
        expect(document.querySelector('meta[name="robots"]')).toBeNull();
      });
    }

    it('shows no placeholder text', () => {
      expect(document.body.textContent).not.toMatch(/\bTODO\b|lorem ipsum/i);
    });
  });
});
