import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

import remarkHandNotation from '../../../plugins/hand-notation';
import {region} from '../../../src/data/region';
import {explainMdxReason, type MdxProblem, placeInReason} from '../../../src/lib/mdxReason';
import {findingAt, pageRule} from '../context';
import {ruleTexts} from '../ruleTexts';

const TEXT = ruleTexts.mdx;

/**
 * The page compiles as MDX: the same compiler (`@mdx-js/mdx` 3), the syntax plugins the site's MDX loader
 * applies (front matter, directives, GFM tables) and the site's own remark plugin (card notation of `<Hand>`).
 * Docusaurus' other plugins only transform an already parsed tree, so a page that compiles here builds too.
 */
export const mdxCompileRule = pageRule('mdx', TEXT.title, async (context, page) => {
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
    const problem = explainIn(region.texts.language, reason);
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

/**
 * Hungarian uses the words the editor's preview shows (src/lib/mdxReason.ts), so a writer reads the same
 * sentence in both; another language uses this rule's own table.
 */
function explainIn(language: string, reason: string): MdxProblem {
  if (language === 'hu') return explainMdxReason(reason);
  return {explanation: explain(reason), advice: advice(reason)};
}

function explain(reason: string): string {
  const closing = /Expected a closing tag for `<([^>]*)>`/.exec(reason);
  if (closing) return TEXT.unclosedTag(closing.at(1) ?? '');
  const unexpectedClose = /Unexpected closing tag `<\/([^>]*)>`/.exec(reason);
  if (unexpectedClose) return TEXT.unexpectedClose(unexpectedClose.at(1) ?? '');
  if (reason.includes('Could not parse expression with acorn')) return TEXT.badExpression;
  if (reason.includes('Unexpected end of file in expression')) return TEXT.unclosedExpression;
  if (/Unexpected character .* before name/.test(reason)) return TEXT.notATag;
  const card = /Invalid playing cards in MDX:\n[^:]*:\d+: (.*)/.exec(reason);
  if (card) return TEXT.badCards(card.at(1) ?? '');
  return TEXT.syntax(reason);
}

function advice(reason: string): string {
  if (reason.includes('closing tag')) return TEXT.closeTagFix;
  if (/expression|acorn/.test(reason)) return TEXT.bracesFix;
  if (reason.includes('before name')) return TEXT.lessThanFix;
  return TEXT.otherFix;
}
