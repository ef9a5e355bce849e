import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

import remarkHandNotation from '../../../plugins/hand-notation';
import {mdxSyntaxMessage} from '../../../src/lib/mdxSyntaxMessage';
import {findingAt, pageRule} from '../context';

/**
 * The page compiles as MDX: the same compiler (`@mdx-js/mdx` 3), the syntax plugins the site's MDX loader
 * applies (front matter, directives, GFM tables) and the site's own remark plugin (card notation of `<Hand>`).
 * Docusaurus' other plugins only transform an already parsed tree, so a page that compiles here builds too.
 */
export const mdxCompileRule = pageRule(
  'mdx',
  'Az oldal MDX-ként fordítható (lezárt címkék, párosított kapcsos zárójelek, helyes kártyajelölés).',
  async (context, page) => {
    // ESM-only package, loaded from this CommonJS script with a dynamic import.
    const {compile} = await import('@mdx-js/mdx');
    try {
      await compile(page.document.text, {
        remarkPlugins: [remarkFrontmatter, remarkDirective, remarkGfm, remarkHandNotation],
      });
      return [];
    } catch (error) {
      const place = error as {line?: number; column?: number; reason?: string; message?: string};
      const reason = place.reason ?? place.message ?? String(error);
      // The card-notation plugin names the line inside its message: "file.mdx:12: <Hand …>: …".
      const namedLine = Number(/\.mdx:(\d+):/.exec(reason)?.[1] ?? 0);
      const {message, fix} = mdxSyntaxMessage(reason);
      return [
        findingAt(context, 'mdx', {line: place.line ?? (namedLine || 1), column: place.column ?? 1}, message, fix),
      ];
    }
  },
);
