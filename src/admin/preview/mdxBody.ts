/**
 * A page's text (the MDX after the front matter) read the way the site's MDX compiler reads it, for the preview
 * and the component forms; a text that does not parse gives the place and the check's reason in Hungarian
 * (`src/lib/mdxReason.ts`). Browser code: no Node built-ins.
 */
import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

import {explainMdxReason, placeInReason} from '../../lib/mdxReason';

/** Why the text does not parse: where (1-based, when the parser knows), what is wrong and what to do, in Hungarian. */
export interface ParseFailure {
  ok: false;
  line: number | undefined;
  column: number | undefined;
  /** a phrase, as in „Az MDX nem fordítható: …” */
  reason: string;
  /** one sentence without its full stop */
  advice: string;
}

/** The whole syntax tree (mdast with its MDX nodes, positions as offsets into the text). */
export type ParsedTree = {ok: true; tree: Root} | ParseFailure;

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

// The last text read and its reading: the editor reads one text for its problems list, the component form at the
// cursor and the form's write, so the text is parsed once. Every caller only reads the tree.
let last: {body: string; parsed: ParsedTree} | undefined;

export function parseTree(body: string): ParsedTree {
  if (last?.body !== body) last = {body, parsed: readTree(body)};
  return last.parsed;
}

function readTree(body: string): ParsedTree {
  try {
    return {ok: true, tree: parser.parse(body)};
  } catch (error: unknown) {
    const {line, column, reason, message} = error as {
      line?: number;
      column?: number;
      reason?: string;
      message?: string;
    };
    const english = reason ?? message ?? String(error);
    const named = placeInReason(english);
    const {explanation, advice} = explainMdxReason(english);
    return {
      ok: false,
      line: typeof line === 'number' ? line : named?.line,
      column: typeof column === 'number' ? column : named?.column,
      reason: explanation,
      advice,
    };
  }
}
