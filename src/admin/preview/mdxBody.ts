/**
 * A page's text (the MDX after the front matter) read the way the site's MDX compiler reads it: Markdown with
 * GFM tables, MDX tags and `{…}` expressions. For the editor's preview, which must show the text as the writer
 * has it now, half-typed tags included: a text that does not parse gives the line and the parser's reason.
 * The component forms (`src/admin/blocks/`) read a page's tags with it too. Browser code: no Node built-ins.
 */
import type {Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** The parts of the syntax tree (mdast with its MDX nodes) the preview reads. */
export interface MdxNode {
  type: string;
  value?: string;
  children?: MdxNode[];
  /** heading */
  depth?: number;
  /** list */
  ordered?: boolean | null;
  start?: number | null;
  spread?: boolean | null;
  /** link, image */
  url?: string;
  alt?: string | null;
  title?: string | null;
  /** table */
  align?: (string | null)[] | null;
  /** footnotes */
  label?: string | null;
  /** MDX tags: `null` for a fragment `<>…</>` */
  name?: string | null;
  attributes?: MdxAttribute[];
}

export interface MdxAttribute {
  type: string;
  name?: string;
  /** a literal text; `null` for a bare attribute (`numberOnly`); an object for `{…}` */
  value?: unknown;
}

export type ParsedBody = {ok: true; nodes: MdxNode[]} | {ok: false; line: number | undefined; reason: string};

/** The whole syntax tree (mdast with its MDX nodes, positions as offsets into the text), for the component forms. */
export type ParsedTree = {ok: true; tree: Root} | {ok: false; line: number | undefined; reason: string};

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

export function parseTree(body: string): ParsedTree {
  try {
    return {ok: true, tree: parser.parse(body)};
  } catch (error: unknown) {
    const {line, reason, message} = error as {line?: number; reason?: string; message?: string};
    return {ok: false, line: typeof line === 'number' ? line : undefined, reason: reason ?? message ?? String(error)};
  }
}

export function parseBody(body: string): ParsedBody {
  const parsed = parseTree(body);
  return parsed.ok ? {ok: true, nodes: (parsed.tree as unknown as MdxNode).children ?? []} : parsed;
}
