/**
 * One MDX page read and parsed the way the site's MDX compiler reads it (front matter, GFM tables, MDX
 * JSX and expressions), with line numbers kept so every finding can point at the file's own line. No Node
 * built-ins: the writers' editor parses the page it holds with it too (`formCheck.ts`).
 */
import type {Root} from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {isMap, isScalar, parseDocument} from 'yaml';

/** `[start, end)` offsets of visible text in the file (UTF-16 units, like the parsers' offsets). */
export type Span = readonly [start: number, end: number];

export interface MdxDocument {
  file: string;
  text: string;
  /** The parsed tree; `null` when the MDX does not parse (the compile rule reports why). */
  tree: Root | null;
  frontMatter: Record<string, unknown>;
  /** 1-based line of each front matter key (`title` → 2). */
  frontMatterLines: Partial<Record<string, number>>;
  /** Where each front matter text value is written in the file, inside its quotes (`title` → its characters). */
  frontMatterSpans: Partial<Record<string, Span>>;
  frontMatterError?: string;
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm);

export function parseMdxDocument(text: string, file: string): MdxDocument {
  const front = readFrontMatter(text);
  let tree: Root | null = null;
  try {
    tree = parser.runSync(parser.parse(text)) as Root;
  } catch {
    tree = null;
  }
  return {file, text, tree, ...front};
}

function readFrontMatter(
  text: string,
): Pick<MdxDocument, 'frontMatter' | 'frontMatterLines' | 'frontMatterSpans' | 'frontMatterError'> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
  if (!match) return {frontMatter: {}, frontMatterLines: {}, frontMatterSpans: {}};
  const yaml = match.at(1) ?? '';
  const frontMatterLines: Partial<Record<string, number>> = {};
  yaml.split('\n').forEach((line, index) => {
    const key = /^([A-Za-z_][\w-]*):/.exec(line)?.[1];
    if (key) frontMatterLines[key] = index + 2;
  });
  const document = parseDocument(yaml);
  const error = document.errors.at(0);
  if (error) return {frontMatter: {}, frontMatterLines, frontMatterSpans: {}, frontMatterError: error.message};
  const parsed: unknown = document.toJS();
  const frontMatter = parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  // The YAML starts after the opening `---` line.
  const offset = text.indexOf('\n') + 1;
  const frontMatterSpans = Object.fromEntries(
    yamlTextValues(document.contents, offset).map(({key, span}) => [key, span]),
  );
  return {frontMatter, frontMatterLines, frontMatterSpans};
}

/**
 * Where each top-level text value of a YAML map is written, inside its quotes: the front matter's `title`, a
 * promotion's `summary`. Block scalars (`|`, `>`) are left out, since their source is not the text itself.
 */
export function yamlTextValues(contents: unknown, offset = 0): {key: string; span: Span}[] {
  if (!isMap(contents)) return [];
  const values: {key: string; span: Span}[] = [];
  for (const {key, value} of contents.items) {
    if (!isScalar(key) || !isScalar(value) || !value.range || typeof value.value !== 'string') continue;
    const quoted = value.type === 'QUOTE_DOUBLE' || value.type === 'QUOTE_SINGLE';
    if (!quoted && value.type !== 'PLAIN') continue;
    const [start, end] = quoted ? [value.range[0] + 1, value.range[1] - 1] : [value.range[0], value.range[1]];
    values.push({key: String(key.value), span: [start + offset, end + offset]});
  }
  return values;
}
