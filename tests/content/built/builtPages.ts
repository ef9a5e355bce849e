// Every MDX page is built, and every built page has what a page needs before any script runs: its language,
// a title and description, its canonical URL, one h1, a skip link first in the tab order, and no placeholder.
import {SITE_FOOTER} from '../../helpers/siteFooter';
import {builtHtmlFiles, builtPage, sitemap} from '../htmlBuild';
import {readSourcePages} from '../pages';

/** What can take the keyboard focus with Tab (a negative tabindex takes an element out of the tab order). */
const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'summary',
  '[contenteditable]',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex^="-"])`)
  .join(', ');

export function describeBuiltPages(): void {
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

    // The crawl runs axe on the footer on one page per width (tests/e2e/crawl.spec.ts), which stands for every page
    // only while every page's footer is the same.
    it('every page of the sitemap has the same footer', () => {
      const routesByFooter = new Map<string, string[]>();
      for (const route of sitemap().routes) {
        const footer = builtPage(`${route.slice(1)}index.html`).document.querySelector(SITE_FOOTER)?.outerHTML ?? '';
        routesByFooter.set(footer, [...(routesByFooter.get(footer) ?? []), route]);
      }
      expect([...routesByFooter.values()].map((routes) => routes.length)).toEqual([sitemap().routes.length]);
    });

    // The build minifies HTML (unquoted attributes), so pages are parsed, not pattern-matched.
    describe.each(files)('%s', (file) => {
      const {document} = builtPage(file);

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
      // its own (it is served for every unmatched path), so it has none (./htmlHead.ts).
      if (file !== '404.html') {
        it('has exactly one absolute canonical link, naming its own route', () => {
          const links = document.querySelectorAll('link[rel="canonical"]');
          expect(links).toHaveLength(1);
          const href = links[0].getAttribute('href') ?? '';
          expect(href).toMatch(/^https?:\/\/\S+$/);
          if (file === 'index.html') {
            expect(href).toBe(sitemap().home);
          } else {
            expect(new URL(href).pathname).toBe(`/${file.replace(/index\.html$/, '')}`);
          }
          expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(href);
        });

        it('has no robots noindex in the production build', () => {
          expect(document.querySelector('meta[name="robots"]')).toBeNull();
        });
      }

      it('has exactly one <h1>', () => {
        expect(document.querySelectorAll('h1')).toHaveLength(1);
      });

      it('starts the tab order with a skip link to one element of the page', () => {
        // With no positive tabindex, the tab order is the document order.
        const ahead = [...document.querySelectorAll('[tabindex]')].filter(
          (element) => Number(element.getAttribute('tabindex')) > 0,
        );
        expect(ahead).toEqual([]);
        const first = document.body.querySelector(TABBABLE);
        const href = first?.getAttribute('href') ?? '';
        expect(href).toMatch(/#/);
        const id = href.slice(href.indexOf('#') + 1);
        expect([...document.querySelectorAll('[id]')].filter((element) => element.id === id)).toHaveLength(1);
      });

      it('shows no placeholder text', () => {
        expect(document.body.textContent).not.toMatch(/\bTODO\b|lorem ipsum/i);
      });
    });
  });
}
