/**
 * Why a page's text is not valid MDX, in the built region's language: the MDX parser and compiler give their reasons
 * in English; the check (rule `mdx`) and the editor's preview say them with these words, an unknown one generally.
 */
import {region} from '../data/region';

const hu = {
  someCharacter: 'egy jel',
  namedCharacter: (character: string) => `a(z) „${character}” jel`,
  closeTagAdvice: 'Zárd le a címkét (<Címke>…</Címke> vagy <Címke />), vagy töröld a fölöslegeset',
  braceAdvice: 'Párosítsd a { } jeleket; folyó szövegben kerüld a { és } jelet',
  lessThanAdvice: 'Folyó szövegben a < helyett írd ki: „kevesebb mint”, vagy nézd meg, jól írtad-e a címkét',
  badCards: (detail: string) => `hibás kártyajelölés: ${detail}`,
  badCardsAdvice: 'A kártyákat a docs/writing.md szerint jelöld (például As Kh)',
  unclosedTag: (tag: string) => `lezáratlan <${tag}> címke`,
  misplacedClose: (tag: string) => `a </${tag}> záró címke rossz helyen áll (egy bekezdés vagy lista közepén)`,
  misplacedCloseAdvice: 'A nyitó és a záró címke álljon a saját sorában, előttük és utánuk üres sorral',
  unexpectedClose: (tag: string) => `váratlan </${tag}> záró címke`,
  closeWithoutOpen: 'záró címke nyitó címke nélkül',
  attributeInClose: 'a záró címkében tulajdonság áll',
  attributeInCloseAdvice: 'A tulajdonságokat a nyitó címkébe írd; a záró címke csak </Címke>',
  unclosedExpression: 'lezáratlan { kifejezés',
  unclosedValue: 'egy tulajdonság értékéből hiányzik a záró idézőjel',
  unclosedValueAdvice: 'Zárd le az értéket ugyanazzal az idézőjellel, amellyel kezdted',
  unfinishedTag: 'a szöveg egy félbehagyott címkével ér véget',
  lazyLine: 'egy idézetben vagy listában álló { kifejezés következő sora nem folytatja az idézetet vagy a listát',
  lazyLineAdvice: 'Írd a kifejezést egy sorba, vagy kezdd a következő sort is > jellel vagy behúzással',
  badImport: 'hibás import vagy export sor',
  badImportAdvice: 'Az import sort a komponens katalógusa szerint írd, vagy kezdd a mondatot más szóval',
  badExpression: 'hibás kifejezés a kapcsos zárójelek között',
  notATag: (character: string) => `a < jel után nem címke áll, hanem ${character}`,
  missingValue: 'az egyenlőségjel után hiányzik a tulajdonság értéke',
  missingValueAdvice: 'Írd az értéket idézőjelek vagy kapcsos zárójelek közé: nev="érték" vagy nev={…}',
  badNameCharacter: (character: string) => `egy címkében nem oda illő jel áll: ${character}`,
  badNameCharacterAdvice: 'A címke neve és tulajdonságai csak betűt, számjegyet, $ és _ jelet tartalmazhatnak',
  unexpectedCharacter: (character: string) => `váratlan jel egy címkében: ${character}`,
  overlapping: 'egymásba csúszó címkék vagy kiemelések',
  unknown: 'szintaktikai hiba (a címkék, a kapcsos zárójelek vagy a < jel körül)',
  unknownAdvice: 'Javítsd a jelzett helyen; az MDX-buktatókat a docs/writing.md írja le',
};

const en: typeof hu = {
  someCharacter: 'a sign',
  namedCharacter: (character) => `the sign “${character}”`,
  closeTagAdvice: 'Close the tag (<Tag>…</Tag> or <Tag />), or delete the extra one',
  braceAdvice: 'Pair the { } signs; avoid { and } in running text',
  lessThanAdvice: 'In running text write “less than” instead of <, or check that you wrote the tag right',
  badCards: (detail) => `wrong card notation: ${detail}`,
  badCardsAdvice: 'Write the cards as docs/writing.md shows (for example As Kh)',
  unclosedTag: (tag) => `unclosed <${tag}> tag`,
  misplacedClose: (tag) => `the </${tag}> closing tag stands in the wrong place (inside a paragraph or a list)`,
  misplacedCloseAdvice:
    'Put the opening and the closing tag on lines of their own, with an empty line before and after',
  unexpectedClose: (tag) => `unexpected </${tag}> closing tag`,
  closeWithoutOpen: 'a closing tag without an opening tag',
  attributeInClose: 'a prop in the closing tag',
  attributeInCloseAdvice: 'Write the props in the opening tag; the closing tag is only </Tag>',
  unclosedExpression: 'an unclosed { expression',
  unclosedValue: "a prop's value lacks its closing quote",
  unclosedValueAdvice: 'Close the value with the same quote it starts with',
  unfinishedTag: 'the text ends in an unfinished tag',
  lazyLine: 'the next line of a { expression in a quote or a list does not go on with the quote or the list',
  lazyLineAdvice: 'Write the expression on one line, or start the next line with > or an indent too',
  badImport: 'a broken import or export line',
  badImportAdvice: "Write the import line as the component's catalogue shows, or start the sentence with another word",
  badExpression: 'a broken expression between curly braces',
  notATag: (character) => `no tag after a < sign, but ${character}`,
  missingValue: "the prop's value is missing after the equals sign",
  missingValueAdvice: 'Put the value in quotes or curly braces: name="value" or name={…}',
  badNameCharacter: (character) => `a sign that does not belong in a tag: ${character}`,
  badNameCharacterAdvice: "A tag's name and props may hold only letters, digits, $ and _",
  unexpectedCharacter: (character) => `an unexpected sign in a tag: ${character}`,
  overlapping: 'tags or emphasis overlapping each other',
  unknown: 'a syntax error (around the tags, the curly braces or a < sign)',
  unknownAdvice: 'Fix it at the place shown; docs/writing.md describes the MDX pitfalls',
};

export const MDX_REASON_TEXTS_BY_LANGUAGE = {hu, en};

const TEXT = MDX_REASON_TEXTS_BY_LANGUAGE[region.texts.language];

export interface MdxProblem {
  /** what is wrong, a phrase that follows „Az MDX nem fordítható: ” (“The MDX does not compile: ”) */
  explanation: string;
  /** what to do about it, one sentence without the closing full stop */
  advice: string;
}

/** Where a reason names the place of a tag (`Expected a closing tag for `<Foo>` (3:1-3:6)`), when the error does not. */
export function placeInReason(reason: string): {line: number; column: number} | undefined {
  const match = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
  return match ? {line: Number(match[1]), column: Number(match[2])} : undefined;
}

/** The characters the parser names (`Unexpected character `!` (U+0021)`), as a writer sees them. */
function character(reason: string): string {
  const named = /character `(.+?)` \(U\+[0-9A-F]+\)/.exec(reason)?.[1];
  return named === undefined ? TEXT.someCharacter : TEXT.namedCharacter(named);
}

/** The known reasons, most specific first: a pattern of the English reason, what is wrong and what to do. */
const KNOWN: readonly [RegExp, (match: RegExpExecArray, reason: string) => string, string][] = [
  [/Invalid playing cards in MDX:\n[^:]*:\d+: (.*)/, (m) => TEXT.badCards(m[1]), TEXT.badCardsAdvice],
  [/Expected a closing tag for `<([^>]*)>`/, (m) => TEXT.unclosedTag(m[1]), TEXT.closeTagAdvice],
  [/Expected the closing tag `<\/([^>]*)>`/, (m) => TEXT.misplacedClose(m[1]), TEXT.misplacedCloseAdvice],
  [/Unexpected closing tag `<\/([^>]*)>`/, (m) => TEXT.unexpectedClose(m[1]), TEXT.closeTagAdvice],
  [/Unexpected closing slash `\/` in tag/, () => TEXT.closeWithoutOpen, TEXT.closeTagAdvice],
  [/Unexpected attribute in closing tag/, () => TEXT.attributeInClose, TEXT.attributeInCloseAdvice],
  [/Unexpected end of file in expression/, () => TEXT.unclosedExpression, TEXT.braceAdvice],
  [/Unexpected end of file in attribute value/, () => TEXT.unclosedValue, TEXT.unclosedValueAdvice],
  [/Unexpected end of file/, () => TEXT.unfinishedTag, TEXT.closeTagAdvice],
  [/Unexpected lazy line in expression/, () => TEXT.lazyLine, TEXT.lazyLineAdvice],
  [/Could not parse import\/exports with acorn/, () => TEXT.badImport, TEXT.badImportAdvice],
  [/Could not parse expression with acorn/, () => TEXT.badExpression, TEXT.braceAdvice],
  [/Unexpected character .* before name/, (_, reason) => TEXT.notATag(character(reason)), TEXT.lessThanAdvice],
  [/Unexpected character .* before attribute value/, () => TEXT.missingValue, TEXT.missingValueAdvice],
  [
    /Unexpected character .* (?:in|after|before) (?:member |local )?(?:name|attribute name)/,
    (_, reason) => TEXT.badNameCharacter(character(reason)),
    TEXT.badNameCharacterAdvice,
  ],
  [/Unexpected character/, (_, reason) => TEXT.unexpectedCharacter(character(reason)), TEXT.lessThanAdvice],
  [/Cannot close `\w+` \(.*\): a different token/, () => TEXT.overlapping, TEXT.closeTagAdvice],
];

/** The explanation and advice for a reason of the MDX parser or compiler. */
export function explainMdxReason(reason: string): MdxProblem {
  for (const [pattern, explanation, advice] of KNOWN) {
    const match = pattern.exec(reason);
    if (match) return {explanation: explanation(match, reason), advice};
  }
  return {explanation: TEXT.unknown, advice: TEXT.unknownAdvice};
}
