/**
 * @jest-environment node
 */
import {readSourcePages, REQUIRED_ROUTES, routeOfFile} from './pages';

const pages = readSourcePages();

describe('page sources', () => {
  it('maps files to routes', () => {
    expect(routeOfFile('index.mdx')).toBe('/');
    expect(routeOfFile('funds/index.mdx')).toBe('/funds/');
    expect(routeOfFile('funds/deposit-withdrawal.mdx')).toBe('/funds/deposit-withdrawal/');
  });

  it.each(REQUIRED_ROUTES)('route %s has an MDX page', (route) => {
    expect(pages.map((page) => page.route)).toContain(route);
  });

  it('has at least six ambassador pages', () => {
    const team = pages.filter((page) => /^ggteam\/(?!index\.mdx$)[^/]+\.mdx$/.test(page.file));
    expect(team.length).toBeGreaterThanOrEqual(6);
    for (const page of team) {
      expect(page.data.slug).toBe(`/${page.file.slice(0, -'.mdx'.length)}/`);
      expect(typeof page.data.name).toBe('string');
    }
  });

  describe.each(pages.map((page) => [page.file, page] as const))('%s', (_file, page) => {
    it('has a Hungarian title and description in its front matter', () => {
      expect(typeof page.data.title).toBe('string');
      expect((page.data.title as string).trim().length).toBeGreaterThan(2);
      expect(typeof page.data.description).toBe('string');
      expect((page.data.description as string).trim().length).toBeGreaterThanOrEqual(50);
    });

    it('has exactly one h1, as the first heading', () => {
      const lines = page.body.split('\n');
      let inFence = false;
      const headings: string[] = [];
      for (const line of lines) {
        if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
        else if (!inFence && /^#{1,6}\s/.test(line)) headings.push(line);
      }
      const h1s = headings.filter((line) => /^#\s/.test(line));
      const jsxH1 = (page.body.match(/<h1[\s>]/g) ?? []).length;
      expect(h1s.length + jsxH1).toBe(1);
      if (h1s.length === 1) expect(headings[0]).toBe(h1s[0]);
    });

    it('contains no placeholder text', () => {
      expect(page.body).not.toMatch(/\bTODO\b|\bTBD\b|lorem ipsum|FIXME|\bXXX\b/i);
    });
  });

  it('no two pages share a title', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const page of pages) {
      const title = String(page.data.title).trim().toLowerCase();
      const other = seen.get(title);
      if (other) duplicates.push(`${other} and ${page.file}: "${title}"`);
      seen.set(title, page.file);
    }
    expect(duplicates).toEqual([]);
  });
});
