/**
 * What the writers read when a page's text is not valid MDX, made from the MDX parser's English reason: one
 * home for the message of `npm run check` (its `mdx` rule) and of the editor, which refuses to save such a text.
 */

export interface MdxSyntaxMessage {
  /** what is wrong, in Hungarian */
  message: string;
  /** what to do about it */
  fix: string;
}

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

/** The check's finding text for a parser's `reason` (`Expected a closing tag for \`<Tip>\` …`). */
export function mdxSyntaxMessage(reason: string): MdxSyntaxMessage {
  return {message: `Az MDX nem fordítható: ${explain(reason)}`, fix: advice(reason)};
}
