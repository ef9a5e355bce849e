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
