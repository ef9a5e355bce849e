/**
 * @jest-environment node
 */
// Structured data and Open Graph tags of the built site: every JSON-LD block is valid schema.org JSON, the
// streamer FAQ is a FAQPage of eight questions, nested pages carry a BreadcrumbList, the home page an
// Organization, and every page og:title, og:description, og:image (absolute) and twitter:card.
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

// `npm test` builds the site before Jest. Alone: `npm run build` first (or BUILD_DIR=<dir> for another build).
const BUILD = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build');

function builtHtmlFiles(): string[] {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error(
      `${BUILD} has no index.html: run \`npm run build\` before the structured-data checks (\`npm test\` does it for you)`,
    );
  }
  return (readdirSync(BUILD, {recursive: true}) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/** `poker-school/poker-terms/index.html` → `/poker-school/poker-terms/`; `404.html` → null (no route). */
function routeOfHtml(file: string): string | null {
  if (file === 'index.html') return '/';
  return file.endsWith('/index.html') ? `/${file.slice(0, -'index.html'.length)}` : null;
}

/** Attribute value of a start tag, quoted or not (the build minifies HTML). */
function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  if (!match) return undefined;
  return (match[1] ?? match[2] ?? match[3] ?? '').replace(/\/$/, '').trim();
}

function metaContent(html: string, key: 'property' | 'name', value: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (attr(tag, key) === value) return decodeEntities(attr(tag, 'content') ?? '');
  }
  return undefined;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

type Json = Record<string, unknown>;

/** Every `application/ld+json` block of a page, parsed; a block that does not parse is reported by name. */
function jsonLdBlocks(file: string, html: string): {blocks: Json[]; errors: string[]} {
  const blocks: Json[] = [];
  const errors: string[] = [];
  for (const [, tag, body] of html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi) as Iterable<
    [string, string, string]
  >) {
    if (attr(tag, 'type') !== 'application/ld+json') continue;
    try {
      const parsed: unknown = JSON.parse(body);
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

describe('structured data and Open Graph in the built pages', () => {
  const files = builtHtmlFiles();
  const pages = files.map((file) => {
    const html = readFileSync(path.join(BUILD, file), 'utf8');
    return {file, route: routeOfHtml(file), html, ...jsonLdBlocks(file, html)};
  });
  const ofType = (blocks: Json[], type: string): Json[] => blocks.filter((block) => block['@type'] === type);

  it('every JSON-LD block parses and names a schema.org @context and @type', () => {
    const problems = pages.flatMap(({file, blocks, errors}) => [
      ...errors,
      ...blocks
        .filter((block) => block['@context'] !== 'https://schema.org' || typeof block['@type'] !== 'string')
        .map((block) => `${file}: @context/@type missing in ${JSON.stringify(block).slice(0, 80)}`),
    ]);
    expect(problems).toEqual([]);
    expect(pages.some((page) => page.blocks.length > 0)).toBe(true);
  });

  it('the streamer page has a FAQPage of exactly eight questions, each shown on the page', () => {
    const page = pages.find((candidate) => candidate.route === '/streamer-mode/');
    expect(page).toBeDefined();
    const faqs = ofType(page!.blocks, 'FAQPage');
    expect(faqs).toHaveLength(1);
    const questions = faqs[0]!.mainEntity as Json[];
    expect(questions).toHaveLength(8);
    for (const question of questions) {
      const answer = question.acceptedAnswer as Json | undefined;
      expect(question['@type']).toBe('Question');
      expect(String(question.name).length).toBeGreaterThan(5);
      expect(answer?.['@type']).toBe('Answer');
      expect(String(answer?.text).length).toBeGreaterThan(10);
      // Structured data must describe visible content: each question is a heading of the page.
      expect(page!.html).toMatch(new RegExp(`<h[2-4][^>]*>${escapeRegExp(String(question.name))}`));
    }
  });

  it('every nested page (two or more path segments) has a BreadcrumbList ending at itself', () => {
    const nested = pages.filter((page) => page.route && page.route.split('/').filter(Boolean).length >= 2);
    expect(nested.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const {file, route, blocks} of nested) {
      const lists = ofType(blocks, 'BreadcrumbList');
      if (lists.length !== 1) {
        problems.push(`${file}: ${lists.length} BreadcrumbList blocks`);
        continue;
      }
      const items = lists[0]!.itemListElement as Json[];
      if (!Array.isArray(items) || items.length < 2) {
        problems.push(`${file}: fewer than two breadcrumbs`);
        continue;
      }
      items.forEach((item, index) => {
        if (item['@type'] !== 'ListItem' || item.position !== index + 1 || !String(item.name ?? '').trim()) {
          problems.push(`${file}: breadcrumb ${index + 1} is not a named ListItem at position ${index + 1}`);
        }
        if (!isAbsoluteUrl(item.item)) problems.push(`${file}: breadcrumb ${index + 1} URL is not absolute`);
      });
      if (!String(items.at(-1)!.item).endsWith(route!)) problems.push(`${file}: last breadcrumb is not ${route}`);
    }
    expect(problems).toEqual([]);
  });

  it('the home page has an Organization with absolute url and logo, and only the home page', () => {
    const home = pages.find((page) => page.route === '/')!;
    const organizations = ofType(home.blocks, 'Organization');
    expect(organizations).toHaveLength(1);
    expect(organizations[0]!.name).toBe('GGPoker');
    expect(isAbsoluteUrl(organizations[0]!.url)).toBe(true);
    expect(isAbsoluteUrl(organizations[0]!.logo)).toBe(true);
    expect(pages.filter((page) => page.route !== '/' && ofType(page.blocks, 'Organization').length > 0)).toEqual([]);
  });

  it('every page has og:title, og:description, an absolute og:image and twitter:card', () => {
    const problems: string[] = [];
    for (const {file, html} of pages) {
      if (!metaContent(html, 'property', 'og:title')) problems.push(`${file}: no og:title`);
      if ((metaContent(html, 'property', 'og:description') ?? '').length < 50) problems.push(`${file}: no og:description`);
      if (!isAbsoluteUrl(metaContent(html, 'property', 'og:image'))) problems.push(`${file}: og:image missing or relative`);
      if (!metaContent(html, 'name', 'twitter:card')) problems.push(`${file}: no twitter:card`);
    }
    expect(problems).toEqual([]);
  });

  it('the default og:image is a 1200x630 PNG in the build', () => {
    const home = pages.find((page) => page.route === '/')!;
    const image = new URL(metaContent(home.html, 'property', 'og:image')!);
    const base = new URL(metaContent(home.html, 'property', 'og:url') ?? image.origin + '/').pathname;
    const file = path.join(BUILD, image.pathname.slice(base.length));
    const png = readFileSync(file);
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // IHDR: width and height are the big-endian words at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
