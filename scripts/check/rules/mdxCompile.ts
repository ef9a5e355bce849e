import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';

import remarkHandNotation from '../../../plugins/hand-notation';
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
      return [
        findingAt(
          context,
          'mdx',
          {line: place.line ?? (namedLine || 1), column: place.column ?? 1},
          `Az MDX nem fordítható: ${explain(reason)}`,
          advice(reason),
        ),
      ];
    }
  },
);

function explain(reason: string): string {
  const closing = /Expected a closing tag for `<([^>]*)>`/.exec(reason);
  if (closing) return `lezáratlan <${closing.at(1) ?? ''}> címke`;
  const unexpectedClose = /Unexpected closing tag `<\/([^>]*)>`/.exec(reason);
  if (unexpectedClose) return `váratlan </${unexpectedClose.at(1) ?? ''}> záró címke`;
  if (reason.includes('Could not parse expression with acorn')) return 'hibás kifejezés a kapcsos zárójelek között';
  if (reason.includes('Unexpected end of file in expression')) return 'lezáratlan { kifejezés';
  if (/Unexpected character .* before name/.test(reason)) return 'a < jel után nem címke áll';
  const card = /Invalid playing cards in MDX:\n[^:]*:\d+: (.*)/.exec(reason);
  if (card) return `hibás kártyajelölés: ${card.at(1) ?? ''}`;
  return `szintaktikai hiba (${reason})`;
}

function advice(reason: string): string {
  if (reason.includes('closing tag'))
    return 'Zárd le a címkét (<Címke>…</Címke> vagy <Címke />), vagy töröld a fölöslegeset';
  if (/expression|acorn/.test(reason)) return 'Párosítsd a { } jeleket; folyó szövegben kerüld a { és } jelet';
  if (reason.includes('before name')) return 'Folyó szövegben a < helyett írd ki: „kevesebb mint”';
  return 'Javítsd a jelzett helyen; az MDX-buktatókat a docs/writing.md írja le';
}
