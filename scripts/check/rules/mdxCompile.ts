import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

import remarkHandNotation from '../../../plugins/hand-notation';
import {findingAt, pageRule} from '../../../src/lib/check/context';
import {ruleTexts} from '../../../src/lib/check/ruleTexts';
import {explainMdxReason, placeInReason} from '../../../src/lib/mdxReason';

const TEXT = ruleTexts.mdx;

/**
 * The page compiles as MDX: the same compiler (`@mdx-js/mdx` 3), the syntax plugins the site's MDX loader
 * applies (front matter, directives, GFM tables) and the site's own remark plugin (card notation of `<Hand>`).
 * Docusaurus' other plugins only transform an already parsed tree, so a page that compiles here builds too.
 */
export const mdxCompileRule = pageRule('mdx', async (context, page) => {
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
    const cardLine = /\.mdx:(\d+):/.exec(reason)?.[1];
    const named = placeInReason(reason);
    const problem = explainMdxReason(reason);
    return [
      findingAt(
        context,
        'mdx',
        {
          line: place.line ?? (cardLine === undefined ? named?.line : Number(cardLine)) ?? 1,
          column: place.column ?? named?.column ?? 1,
        },
        TEXT.notCompiled(problem.explanation),
        problem.advice,
      ),
    ];
  }
});
