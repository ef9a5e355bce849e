/**
 * The site's own interface strings (`i18n/<locale>/code.json`) written into the code that shows them, in the
 * browser build. Docusaurus looks every string up at run time in one table that every page's main bundle
 * carries, ids included. Each build is for one locale, so the text can stand where it is used: the
 * `message` of `translate({id, message})` and the children of `<Translate id>` become the translation (the
 * lookup then misses and returns them, the documented fallback), and a string travels only in the chunk of
 * the component that shows it.
 *
 * Only the plain forms are rewritten: `id: '…', message: '…'` in that order, and `<Translate id="…">text
 * </Translate>` with simple attributes. A string whose id is also written anywhere else (an id in a data
 * file, a computed id, another form) stays in the table as well, so nothing can fall back to English.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

type Table = Readonly<Record<string, string>>;

/** Theme strings are the theme's (themeStrings.ts); these rules are for the site's own ids. */
const isSiteId = (id: string, table: Table): boolean => !id.startsWith('theme.') && Object.hasOwn(table, id);

const CALL = /\bid:\s*(['"])([\w.-]+)\1(\s*,\s*message:\s*)(?:'(?:\\[\s\S]|[^'\\\n])*'|"(?:\\[\s\S]|[^"\\\n])*")/g;
const ELEMENT =
  /<Translate(\s+id=(['"])([\w.-]+)\2(?:\s+[\w-]+=(?:"[^"]*"|'[^']*'|\{[^{}<>]*\}))*\s*)>([^<>{}]*)<\/Translate>/g;
const ID_LITERAL = /(['"`])([\w.-]+)\1/g;

export interface Inlined {
  code: string;
  /** Each id whose text was written in, once per place. */
  inlined: string[];
}

/** One source file with the site's strings written in. */
export function inlineSiteStrings(source: string, table: Table): Inlined {
  const inlined: string[] = [];
  const code = source
    .replace(CALL, (whole: string, quote: string, id: string, separator: string) => {
      if (!isSiteId(id, table)) return whole;
      inlined.push(id);
      return `id: ${quote}${id}${quote}${separator}${JSON.stringify(table[id])}`;
    })
    .replace(ELEMENT, (whole: string, attributes: string, _quote: string, id: string) => {
      if (!isSiteId(id, table)) return whole;
      inlined.push(id);
      return `<Translate${attributes}>{${JSON.stringify(table[id])}}</Translate>`;
    });
  return {code, inlined};
}

/** How often each of the site's ids is written as a string literal in a source. */
function idLiterals(source: string, table: Table): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of source.matchAll(ID_LITERAL)) {
    if (isSiteId(match[2], table)) counts.set(match[2], (counts.get(match[2]) ?? 0) + 1);
  }
  return counts;
}

/**
 * The site's ids written in every place they occur, across these sources: the browser's table can leave them
 * out. Any other occurrence (in data, a computed id, content, code the rewrite does not read) keeps the id.
 */
export function idsInlinedEverywhere(sources: readonly string[], table: Table): Set<string> {
  const written = new Map<string, number>();
  const rewritten = new Map<string, number>();
  for (const source of sources) {
    for (const [id, count] of idLiterals(source, table)) written.set(id, (written.get(id) ?? 0) + count);
    for (const id of inlineSiteStrings(source, table).inlined) rewritten.set(id, (rewritten.get(id) ?? 0) + 1);
  }
  return new Set([...rewritten].filter(([id, count]) => written.get(id) === count).map(([id]) => id));
}

/**
 * Every text file under these folders (sources, data, content), for `idsInlinedEverywhere`; not the strings'
 * own file, `code.json`, which names every id.
 */
export function sourcesUnder(dirs: readonly string[]): string[] {
  const sources: string[] = [];
  const visit = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.') || name === 'code.json') continue;
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) visit(file);
      else if (/\.(?:[cm]?[jt]sx?|mdx?|json)$/.test(name)) sources.push(readFileSync(file, 'utf8'));
    }
  };
  for (const dir of dirs) visit(dir);
  return sources;
}
