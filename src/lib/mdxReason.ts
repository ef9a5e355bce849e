/**
 * Why a page's text is not valid MDX, in Hungarian: the MDX parser (micromark and its MDX extensions) and the MDX
 * compiler give their reasons in English; the writers' check (`npm run check`, rule `mdx`) and the editor's preview
 * both say them with these words. A reason not known here gets a general Hungarian sentence, never the English.
 */

export interface MdxProblem {
  /** what is wrong, a phrase that follows „Az MDX nem fordítható: ” */
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
  return named === undefined ? 'egy jel' : `a(z) „${named}” jel`;
}

const CLOSE_TAG_ADVICE = 'Zárd le a címkét (<Címke>…</Címke> vagy <Címke />), vagy töröld a fölöslegeset';
const BRACE_ADVICE = 'Párosítsd a { } jeleket; folyó szövegben kerüld a { és } jelet';
const LESS_THAN_ADVICE = 'Folyó szövegben a < helyett írd ki: „kevesebb mint”, vagy nézd meg, jól írtad-e a címkét';

/** The known reasons, most specific first: a pattern of the English reason and what to tell the writer. */
const KNOWN: readonly {pattern: RegExp; problem: (match: RegExpExecArray, reason: string) => MdxProblem}[] = [
  {
    pattern: /Invalid playing cards in MDX:\n[^:]*:\d+: (.*)/,
    problem: (match) => ({
      explanation: `hibás kártyajelölés: ${match[1]}`,
      advice: 'A kártyákat a docs/writing.md szerint jelöld (például As Kh)',
    }),
  },
  {
    pattern: /Expected a closing tag for `<([^>]*)>`/,
    problem: (match) => ({explanation: `lezáratlan <${match[1]}> címke`, advice: CLOSE_TAG_ADVICE}),
  },
  {
    pattern: /Expected the closing tag `<\/([^>]*)>`/,
    problem: (match) => ({
      explanation: `a </${match[1]}> záró címke rossz helyen áll (egy bekezdés vagy lista közepén)`,
      advice: 'A nyitó és a záró címke álljon a saját sorában, előttük és utánuk üres sorral',
    }),
  },
  {
    pattern: /Unexpected closing tag `<\/([^>]*)>`/,
    problem: (match) => ({explanation: `váratlan </${match[1]}> záró címke`, advice: CLOSE_TAG_ADVICE}),
  },
  {
    pattern: /Unexpected closing slash `\/` in tag/,
    problem: () => ({explanation: 'záró címke nyitó címke nélkül', advice: CLOSE_TAG_ADVICE}),
  },
  {
    pattern: /Unexpected attribute in closing tag/,
    problem: () => ({
      explanation: 'a záró címkében tulajdonság áll',
      advice: 'A tulajdonságokat a nyitó címkébe írd; a záró címke csak </Címke>',
    }),
  },
  {
    pattern: /Unexpected end of file in expression/,
    problem: () => ({explanation: 'lezáratlan { kifejezés', advice: BRACE_ADVICE}),
  },
  {
    pattern: /Unexpected end of file in attribute value/,
    problem: () => ({
      explanation: 'egy tulajdonság értékéből hiányzik a záró idézőjel',
      advice: 'Zárd le az értéket ugyanazzal az idézőjellel, amellyel kezdted',
    }),
  },
  {
    pattern: /Unexpected end of file/,
    problem: () => ({explanation: 'a szöveg egy félbehagyott címkével ér véget', advice: CLOSE_TAG_ADVICE}),
  },
  {
    pattern: /Unexpected lazy line in expression/,
    problem: () => ({
      explanation:
        'egy idézetben vagy listában álló { kifejezés következő sora nem folytatja az idézetet vagy a listát',
      advice: 'Írd a kifejezést egy sorba, vagy kezdd a következő sort is > jellel vagy behúzással',
    }),
  },
  {
    pattern: /Could not parse import\/exports with acorn/,
    problem: () => ({
      explanation: 'hibás import vagy export sor',
      advice: 'Az import sort a komponens katalógusa szerint írd, vagy kezdd a mondatot más szóval',
    }),
  },
  {
    pattern: /Could not parse expression with acorn/,
    problem: () => ({explanation: 'hibás kifejezés a kapcsos zárójelek között', advice: BRACE_ADVICE}),
  },
  {
    pattern: /Unexpected character .* before name/,
    problem: (_match, reason) => ({
      explanation: `a < jel után nem címke áll, hanem ${character(reason)}`,
      advice: LESS_THAN_ADVICE,
    }),
  },
  {
    pattern: /Unexpected character .* before attribute value/,
    problem: () => ({
      explanation: 'az egyenlőségjel után hiányzik a tulajdonság értéke',
      advice: 'Írd az értéket idézőjelek vagy kapcsos zárójelek közé: nev="érték" vagy nev={…}',
    }),
  },
  {
    pattern: /Unexpected character .* (?:in|after|before) (?:member |local )?(?:name|attribute name)/,
    problem: (_match, reason) => ({
      explanation: `egy címkében nem oda illő jel áll: ${character(reason)}`,
      advice: 'A címke neve és tulajdonságai csak betűt, számjegyet, $ és _ jelet tartalmazhatnak',
    }),
  },
  {
    pattern: /Unexpected character/,
    problem: (_match, reason) => ({
      explanation: `váratlan jel egy címkében: ${character(reason)}`,
      advice: LESS_THAN_ADVICE,
    }),
  },
  {
    pattern: /Cannot close `\w+` \(.*\): a different token/,
    problem: () => ({explanation: 'egymásba csúszó címkék vagy kiemelések', advice: CLOSE_TAG_ADVICE}),
  },
];

/** The Hungarian explanation and advice for a reason of the MDX parser or compiler. */
export function explainMdxReason(reason: string): MdxProblem {
  for (const {pattern, problem} of KNOWN) {
    const match = pattern.exec(reason);
    if (match) return problem(match, reason);
  }
  return {
    explanation: 'szintaktikai hiba (a címkék, a kapcsos zárójelek vagy a < jel körül)',
    advice: 'Javítsd a jelzett helyen; az MDX-buktatókat a docs/writing.md írja le',
  };
}
