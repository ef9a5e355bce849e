// Structured data and Open Graph tags of the built site: every JSON-LD block is valid schema.org JSON; every
// sitemap page carries the blocks that fit it (WebSite and the one Organization on the home page; Article for
// the poker-school guides, ProfilePage of a Person for a contracted ambassador, CollectionPage for section indexes,
// WebPage otherwise, a made-up profile included, and a BreadcrumbList on every page below the home page); the
// streamer FAQ is a FAQPage of eight questions; each dated tournament card is an online Event; every page has
// og:title, og:description, og:image (absolute) and twitter:card.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import {builtHtmlOfRoute, routeOfBuiltHtml} from '../../../site/routes';
import {BUILD, builtHtmlFiles, builtPage, sitemap} from '../htmlBuild';
import {readSourcePages} from '../pages';

type Json = Record<string, unknown>;

/** Every `application/ld+json` block of a page, parsed; a block that does not parse is reported by name. */
function jsonLdBlocks(file: string, document: Document): {blocks: Json[]; errors: string[]} {
  const blocks: Json[] = [];
  const errors: string[] = [];
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      const parsed: unknown = JSON.parse(script.textContent);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        errors.push(`${file}: JSON-LD is not an object`);
      } else {
        blocks.push(parsed as Json);
      }
    } catch (error) {
      errors.push(`${file}: JSON-LD does not parse (${(error as Error).message})`);
    }
  }
  return {blocks, errors};
}

const isAbsoluteUrl = (value: unknown): boolean => typeof value === 'string' && /^https?:\/\/[^/\s]+\/\S*$/.test(value);
const isText = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;

/**
 * The main block each page must carry, written out here rather than taken from the site's own rule, so a
 * change of the rule shows up as a failing check. Pages not listed are plain `WebPage`s.
 */
const EXPECTED_MAIN_TYPE: Record<string, string> = {
  '/': 'WebSite',
  '/funds/': 'CollectionPage',
  '/poker-games/': 'CollectionPage',
  '/poker-school/': 'CollectionPage',
  '/ggteam/': 'CollectionPage',
};
/** Real, contracted ambassadors (front matter `profile: contracted`); a made-up profile is a plain page. */
const CONTRACTED_PROFILES = new Set(
  readSourcePages()
    .filter((page) => page.data.profile === 'contracted')
    .map((page) => page.route),
);
function expectedMainType(route: string): string {
  if (EXPECTED_MAIN_TYPE[route]) return EXPECTED_MAIN_TYPE[route];
  if (/^\/poker-school\/[^/]+\/$/.test(route)) return 'Article';
  if (/^\/ggteam\/[^/]+\/$/.test(route)) return CONTRACTED_PROFILES.has(route) ? 'ProfilePage' : 'WebPage';
  return 'WebPage';
}

/** What a page-level block must say, by type; an empty list means the block is valid. */
function mainBlockProblems(block: Json, route: string, pageUrl: string): string[] {
  const problems: string[] = [];
  if (block.url !== pageUrl) problems.push(`url is ${String(block.url)}, not ${pageUrl}`);
  if (block.inLanguage !== 'hu-HU') problems.push('inLanguage is not hu-HU');
  if (!isText(block.name)) problems.push('no name');
  if (block['@type'] === 'Article') {
    if (!isText(block.headline)) problems.push('Article without headline');
    if (!isAbsoluteUrl(block.image)) problems.push('Article without absolute image');
    if ((block.publisher as Json | undefined)?.['@type'] !== 'Organization') problems.push('Article without publisher');
  }
  if (block['@type'] === 'ProfilePage') {
    const person = block.mainEntity as Json | undefined;
    if (person?.['@type'] !== 'Person' || !isText(person.name)) problems.push('ProfilePage without a named Person');
  }
  if (route !== '/' && !isText(block.description)) problems.push('no description');
  return problems;
}

export function describeStructuredData(): void {
  describe('structured data and Open Graph in the built pages', () => {
    const {origin, routes: sitemapRoutes} = sitemap();
    const pages = builtHtmlFiles().map((file) => {
      const {document} = builtPage(file);
      return {file, route: routeOfBuiltHtml(file), document, ...jsonLdBlocks(file, document)};
    });
    const pageOf = (route: string) => pages.find((page) => page.file === builtHtmlOfRoute(route));
    const ofType = (blocks: Json[], type: string): Json[] => blocks.filter((block) => block['@type'] === type);
    // The home page's URL without its final slash: `${homeUrl}${route}` is a page's URL.
    const homeUrl = sitemap().home.replace(/\/$/, '');

    it('every JSON-LD block parses and names a schema.org @context and @type', () => {
      const problems = pages.flatMap(({file, blocks, errors}) => [
        ...errors,
        ...blocks
          .filter((block) => block['@context'] !== 'https://schema.org' || typeof block['@type'] !== 'string')
          .map((block) => `${file}: @context/@type missing in ${JSON.stringify(block).slice(0, 80)}`),
      ]);
      expect(problems).toEqual([]);
    });

    it('every sitemap page carries the main block that fits it, valid, exactly once', () => {
      expect(origin).toMatch(/^https?:\/\//);
      const problems: string[] = [];
      for (const route of sitemapRoutes) {
        const page = pageOf(route);
        if (!page) {
          problems.push(`${route}: not built`);
          continue;
        }
        const type = expectedMainType(route);
        const main = ofType(page.blocks, type);
        if (main.length !== 1) {
          problems.push(
            `${route}: ${main.length} ${type} blocks (has ${page.blocks.map((b) => b['@type']).join(', ')})`,
          );
          continue;
        }
        const pageUrl = `${homeUrl}${route}`;
        problems.push(...mainBlockProblems(main[0], route, pageUrl).map((problem) => `${route}: ${problem}`));
      }
      expect(problems).toEqual([]);
    });

    it('a contracted ambassador is the Person of the page; a made-up profile names no Person', () => {
      const profiles = sitemapRoutes.filter((route) => /^\/ggteam\/[^/]+\/$/.test(route));
      expect(profiles.length).toBeGreaterThanOrEqual(6);
      for (const route of profiles) {
        const page = pageOf(route)!;
        if (CONTRACTED_PROFILES.has(route)) {
          const person = ofType(page.blocks, 'ProfilePage')[0]?.mainEntity as Json | undefined;
          // The profile's h1 is the person's name.
          expect(person?.name).toBe(page.document.querySelector('h1')?.textContent.trim());
        } else {
          expect(JSON.stringify(page.blocks)).not.toContain('"Person"');
        }
      }
    });

    it('the streamer page has a FAQPage of exactly eight questions, each shown on the page', () => {
      const page = pageOf('/streamer-mode/')!;
      const faqs = ofType(page.blocks, 'FAQPage');
      expect(faqs).toHaveLength(1);
      const questions = faqs[0].mainEntity as Json[];
      expect(questions).toHaveLength(8);
      // Heading text without the zero-width space of the theme's anchor link.
      const headings = [...page.document.querySelectorAll('h2, h3, h4')].map((h) =>
        h.textContent.replace(/\u200b/g, '').trim(),
      );
      for (const question of questions) {
        const answer = question.acceptedAnswer as Json | undefined;
        expect(question['@type']).toBe('Question');
        expect(String(question.name).length).toBeGreaterThan(5);
        expect(answer?.['@type']).toBe('Answer');
        expect(String(answer?.text).length).toBeGreaterThan(10);
        // Structured data must describe visible content: each question is a heading of the page.
        expect(headings).toContain(question.name);
      }
    });

    it('the tournaments page has an online Event for every dated tournament card only, located at the page', () => {
      const page = pageOf('/tournaments/')!;
      const events = ofType(page.blocks, 'Event');
      const cards = [...page.document.querySelectorAll('li > article')];
      expect(cards.length).toBeGreaterThanOrEqual(3);
      // A permanent format shows no date and is no Event; the cards' titles without the anchor's zero-width space.
      const dated = cards
        .filter((card) => /\d{4}\./.test(card.querySelector('dl')?.textContent ?? ''))
        .map((card) => (card.querySelector('h2')?.textContent ?? '').replace(/\u200b/g, '').trim());
      expect(events.map((event) => event.name)).toEqual(dated);
      for (const event of events) {
        expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
        expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
        expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(event.location).toEqual({'@type': 'VirtualLocation', url: `${homeUrl}/tournaments/`});
        expect((event.organizer as Json | undefined)?.['@type']).toBe('Organization');
        const offers = event.offers as Json | undefined;
        if (offers) {
          expect(offers).toMatchObject({'@type': 'Offer', priceCurrency: 'USD'});
          expect(typeof offers.price).toBe('number');
        }
      }
    });

    it('every page below the home page has one BreadcrumbList from the home page to itself', () => {
      const problems: string[] = [];
      for (const route of sitemapRoutes.filter((r) => r !== '/')) {
        const lists = ofType(pageOf(route)?.blocks ?? [], 'BreadcrumbList');
        if (lists.length !== 1) {
          problems.push(`${route}: ${lists.length} BreadcrumbList blocks`);
          continue;
        }
        const items = lists[0].itemListElement as Json[];
        if (!Array.isArray(items) || items.length < 2) {
          problems.push(`${route}: fewer than two breadcrumbs`);
          continue;
        }
        items.forEach((item, index) => {
          if (item['@type'] !== 'ListItem' || item.position !== index + 1 || !isText(item.name)) {
            problems.push(`${route}: breadcrumb ${index + 1} is not a named ListItem at position ${index + 1}`);
          }
          if (!isAbsoluteUrl(item.item)) problems.push(`${route}: breadcrumb ${index + 1} URL is not absolute`);
        });
        if (items[0].item !== `${homeUrl}/`) problems.push(`${route}: first breadcrumb is not the home page`);
        if (items.at(-1)!.item !== `${homeUrl}${route}`) problems.push(`${route}: last breadcrumb is not ${route}`);
      }
      expect(problems).toEqual([]);
    });

    it('the home page has the one Organization, with absolute url and logo; the error page has no JSON-LD', () => {
      const organizations = ofType(pageOf('/')!.blocks, 'Organization');
      expect(organizations).toHaveLength(1);
      expect(organizations[0].name).toBe('GGPoker');
      expect(isAbsoluteUrl(organizations[0].url)).toBe(true);
      expect(isAbsoluteUrl(organizations[0].logo)).toBe(true);
      expect(pages.filter((page) => page.route !== '/' && ofType(page.blocks, 'Organization').length > 0)).toEqual([]);
      expect(pages.find((page) => page.file === '404.html')?.blocks).toEqual([]);
    });

    it('every page has og:title, og:description, an absolute og:image and twitter:card', () => {
      const problems: string[] = [];
      const meta = (document: Document, selector: string) =>
        document.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? '';
      for (const {file, document} of pages) {
        if (!meta(document, 'property="og:title"')) problems.push(`${file}: no og:title`);
        if (meta(document, 'property="og:description"').length < 50) problems.push(`${file}: no og:description`);
        if (!isAbsoluteUrl(meta(document, 'property="og:image"')))
          problems.push(`${file}: og:image missing or relative`);
        if (!meta(document, 'name="twitter:card"')) problems.push(`${file}: no twitter:card`);
      }
      expect(problems).toEqual([]);
    });

    it('the default og:image is a 1200x630 PNG in the build', () => {
      const home = pageOf('/')!.document;
      const image = new URL(home.querySelector('meta[property="og:image"]')!.getAttribute('content')!);
      const base = new URL(`${homeUrl}/`).pathname;
      const png = readFileSync(path.join(BUILD, image.pathname.slice(base.length)));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      // IHDR: width and height are the big-endian words at bytes 16 and 20.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  });
}
