import {type SearchLanguage, termOf} from './terms';

/** A piece of an excerpt: the words that matched the query are marked. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** About how many letters an excerpt shows on each side of the first match. */
const CONTEXT = 80;

/**
 * A short passage of a section's text around its first word with one of the matched index terms, with every such
 * word in it marked; the text's start when no word matches (the query matched the title or heading only).
 */
export function excerptOf(
  text: string,
  matchedTerms: readonly string[],
  language: SearchLanguage,
  context = CONTEXT,
): ExcerptPart[] {
  const wanted = new Set(matchedTerms);
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
  const isMatch = (word: string) => wanted.has(termOf(word.toLowerCase(), language));
  const first = words.find((word) => isMatch(word[0]));
  const centre = first?.index ?? 0;
  let start = Math.max(0, centre - context);
  let end = Math.min(text.length, centre + context * 2);
  // Whole words only: move the cuts to the nearest spaces inside the window.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const parts: ExcerptPart[] = [];
  const push = (piece: string, marked: boolean) => {
    if (piece !== '') parts.push({text: piece, marked});
  };
  let at = start;
  for (const word of words) {
    const index = word.index;
    if (index < start || index + word[0].length > end || !isMatch(word[0])) continue;
    push(text.slice(at, index), false);
    push(word[0], true);
    at = index + word[0].length;
  }
  push(text.slice(at, end), false);
  if (start > 0) parts.unshift({text: '… ', marked: false});
  if (end < text.length) parts.push({text: ' …', marked: false});
  return parts;
}
