// Crawler-facing files and head of the built site: every page names the site's one colour mode on `<html>`;
// robots.txt names the production sitemap, which lists the site's pages; the error page has its own title and
// description, `noindex`, and no canonical, og:url or hreflang link (it is served for every unmatched path, so it
// has no URL of its own); every sitemap page is linked from another page.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import codeJson from '../../../i18n/hu/code.json';
import {routeOfBuiltHtml} from '../../../site/routes';
import {BUILD, builtHtmlFiles, builtPage, sitemap} from '../htmlBuild';

const messages = codeJson as Record<string, {message: string}>;

export function describeHtmlHead(): void {
  describe('robots.txt', () => {
    const file = path.join(BUILD, 'robots.txt');

    it('is in the build, lets crawlers in and names the sitemap of the site it was built for', () => {
      expect(existsSync(file)).toBe(true);
      const lines = readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#'));
      expect(lines).toContain('User-agent: *');
      expect(lines.filter((line) => /^Disallow:\s*\/\s*$/i.test(line))).toEqual([]);
      const {origin} = sitemap();
      expect(lines.filter((line) => line.startsWith('Sitemap:'))).toEqual([`Sitemap: ${origin}/sitemap.xml`]);
    });
  });

  describe('sitemap.xml', () => {
    // The one guard for every check that goes over the sitemap's pages: none of them passes on an empty list.
    it('lists the site’s pages', () => {
      expect(sitemap().routes.length).toBeGreaterThan(30);
    });
  });

  describe("the site's one colour mode", () => {
    // Infima's dark colours apply before the theme's script runs, and where script is off.
    it.each(builtHtmlFiles())('%s names it on <html>', (file) => {
      expect(builtPage(file).document.documentElement.getAttribute('data-theme')).toBe('dark');
    });
  });

  describe('the error page head (404.html)', () => {
    const error = builtPage('404.html').document;
    const home = builtPage('index.html').document;
    const description = (document: Document) =>
      document.querySelector('meta[name="description"]')?.getAttribute('content');

    it('has its own title and description, not the home page’s', () => {
      expect(error.title).toBe(`${messages.ERROR_404_TITLE.message} | GGPoker Magyarország`);
      expect(description(error)).toBe(messages.ERROR_404_DESCRIPTION.message);
      expect(error.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(
        messages.ERROR_404_DESCRIPTION.message,
      );
      expect(error.title).not.toBe(home.title);
      expect(description(error)).not.toBe(description(home));
    });

    it('is noindex', () => {
      const robots = [...error.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content'));
      expect(robots).toEqual(['noindex']);
    });

    it('has no canonical, og:url or hreflang link, and names no /404.html/ URL', () => {
      expect(error.querySelector('link[rel="canonical"]')).toBeNull();
      expect(error.querySelector('meta[property="og:url"]')).toBeNull();
      expect(error.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(0);
      expect(error.head.innerHTML).not.toContain('404.html/');
    });
  });

  describe('links between the pages', () => {
    const {routes, home} = sitemap();
    const base = new URL(home);
    // Every in-site link target of every built page, as a route, with the pages linking to it.
    const linkedFrom = new Map<string, Set<string>>();
    for (const file of builtHtmlFiles()) {
      const {document} = builtPage(file);
      const own = routeOfBuiltHtml(file);
      const pageUrl = new URL(own ?? '/404.html', base);
      for (const anchor of document.querySelectorAll('a[href]')) {
        const target = new URL(anchor.getAttribute('href')!, `${base.origin}${pageUrl.pathname}`);
        if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) continue;
        const route = `/${target.pathname.slice(base.pathname.length)}`;
        if (route === own) continue;
        if (!linkedFrom.has(route)) linkedFrom.set(route, new Set());
        linkedFrom.get(route)!.add(file);
      }
    }

    it('every sitemap page is linked from at least one other page', () => {
      expect(routes.filter((route) => !linkedFrom.has(route))).toEqual([]);
    });

    it('the channeling page is linked from the footer of every page', () => {
      // The footer is on every page; the index page stands for all of them.
      expect(linkedFrom.get('/network/channeling-solution/')).toContain('index.html');
    });
  });
}
