import type {Nodes} from 'mdast';
import {visit} from 'unist-util-visit';

import {pageContexts} from '../../scripts/check/contexts';
import {frontMatterRule} from '../../scripts/check/rules/frontMatter';
import {loadSite} from '../../site/pages';
import {PAGES_DIR} from '../../site/paths';
import type {RuleContext} from '../../src/lib/check/context';
import {readSourcePages, REQUIRED_ROUTES} from './pages';

const pages = readSourcePages();
/** Each page as `npm run check` reads it: the front matter and the MDX syntax tree. */
const checked = new Map(pageContexts(loadSite()).map((context) => [context.file, context]));

function contextOf(file: string): RuleContext {
  const context = checked.get(`${PAGES_DIR}/${file}`);
  if (!context?.page) throw new Error(`${file} is not a page of the check`);
  return context;
}

describe('page sources', () => {
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
    // The limits (title 2–70, description 110–160 characters) live in the check's front-matter rule only.
    it('has the front matter the check asks for: valid YAML, a title and a description', async () => {
      expect(await frontMatterRule.check(contextOf(page.file))).toEqual([]);
    });

    it('has exactly one h1, as the first heading', () => {
      const tree = contextOf(page.file).page?.document.tree;
      if (!tree) throw new Error(`${page.file} does not parse as MDX`);
      const depths: number[] = [];
      let jsxH1 = 0;
      visit(tree, (node: Nodes) => {
        if (node.type === 'heading') depths.push(node.depth);
        if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'h1') jsxH1 += 1;
      });
      const h1s = depths.filter((depth) => depth === 1).length;
      expect(h1s + jsxH1).toBe(1);
      if (h1s === 1) expect(depths[0]).toBe(1);
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
