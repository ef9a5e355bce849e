/**
 * Why a page's text is not valid MDX, in the built region's language (`mdxReasonTexts.ts`): the MDX parser
 * (micromark and its MDX extensions) and the MDX compiler give their reasons in English; the writers' check
 * (`npm run check`, rule `mdx`) and the editor's preview both say them with these words. A reason not known here
 * gets a general sentence, never the parser's own.
 */
import {mdxReasonTexts as TEXT} from './mdxReasonTexts';

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

/** The known reasons, most specific first: a pattern of the English reason and what to tell the writer. */
const KNOWN: readonly {pattern: RegExp; problem: (match: RegExpExecArray, reason: string) => MdxProblem}[] = [
  {
    pattern: /Invalid playing cards in MDX:\n[^:]*:\d+: (.*)/,
    problem: (match) => ({
      explanation: TEXT.badCards(match[1]),
      advice: TEXT.badCardsAdvice,
    }),
  },
  {
    pattern: /Expected a closing tag for `<([^>]*)>`/,
    problem: (match) => ({explanation: TEXT.unclosedTag(match[1]), advice: TEXT.closeTagAdvice}),
  },
  {
    pattern: /Expected the closing tag `<\/([^>]*)>`/,
    problem: (match) => ({
      explanation: TEXT.misplacedClose(match[1]),
      advice: TEXT.misplacedCloseAdvice,
    }),
  },
  {
    pattern: /Unexpected closing tag `<\/([^>]*)>`/,
    problem: (match) => ({explanation: TEXT.unexpectedClose(match[1]), advice: TEXT.closeTagAdvice}),
  },
  {
    pattern: /Unexpected closing slash `\/` in tag/,
    problem: () => ({explanation: TEXT.closeWithoutOpen, advice: TEXT.closeTagAdvice}),
  },
  {
    pattern: /Unexpected attribute in closing tag/,
    problem: () => ({
      explanation: TEXT.attributeInClose,
      advice: TEXT.attributeInCloseAdvice,
    }),
  },
  {
    pattern: /Unexpected end of file in expression/,
    problem: () => ({explanation: TEXT.unclosedExpression, advice: TEXT.braceAdvice}),
  },
  {
    pattern: /Unexpected end of file in attribute value/,
    problem: () => ({
      explanation: TEXT.unclosedValue,
      advice: TEXT.unclosedValueAdvice,
    }),
  },
  {
    pattern: /Unexpected end of file/,
    problem: () => ({explanation: TEXT.unfinishedTag, advice: TEXT.closeTagAdvice}),
  },
  {
    pattern: /Unexpected lazy line in expression/,
    problem: () => ({
      explanation: TEXT.lazyLine,
      advice: TEXT.lazyLineAdvice,
    }),
  },
  {
    pattern: /Could not parse import\/exports with acorn/,
    problem: () => ({
      explanation: TEXT.badImport,
      advice: TEXT.badImportAdvice,
    }),
  },
  {
    pattern: /Could not parse expression with acorn/,
    problem: () => ({explanation: TEXT.badExpression, advice: TEXT.braceAdvice}),
  },
  {
    pattern: /Unexpected character .* before name/,
    problem: (_match, reason) => ({
      explanation: TEXT.notATag(character(reason)),
      advice: TEXT.lessThanAdvice,
    }),
  },
  {
    pattern: /Unexpected character .* before attribute value/,
    problem: () => ({
      explanation: TEXT.missingValue,
      advice: TEXT.missingValueAdvice,
    }),
  },
  {
    pattern: /Unexpected character .* (?:in|after|before) (?:member |local )?(?:name|attribute name)/,
    problem: (_match, reason) => ({
      explanation: TEXT.badNameCharacter(character(reason)),
      advice: TEXT.badNameCharacterAdvice,
    }),
  },
  {
    pattern: /Unexpected character/,
    problem: (_match, reason) => ({
      explanation: TEXT.unexpectedCharacter(character(reason)),
      advice: TEXT.lessThanAdvice,
    }),
  },
  {
    pattern: /Cannot close `\w+` \(.*\): a different token/,
    problem: () => ({explanation: TEXT.overlapping, advice: TEXT.closeTagAdvice}),
  },
];

/** The explanation and advice for a reason of the MDX parser or compiler. */
export function explainMdxReason(reason: string): MdxProblem {
  for (const {pattern, problem} of KNOWN) {
    const match = pattern.exec(reason);
    if (match) return problem(match, reason);
  }
  return {
    explanation: TEXT.unknown,
    advice: TEXT.unknownAdvice,
  };
}
