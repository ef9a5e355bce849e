/**
 * The capture groups of a regular-expression match, typed as they are at run time: a group that did not take
 * part in the match (the other side of an alternation, an optional group) is `undefined`, although the match
 * types say `string`. Index 0 is the whole match. Pure.
 */
export function matchGroups(match: RegExpExecArray | RegExpMatchArray): readonly (string | undefined)[] {
  return match;
}
