import type {Speller} from '../../src/lib/check/context';
import {type WordAt, type WordPart, wordsOf} from './words';

/** The unknown words of a text: a hyphenated run counts as known when the whole or every part is. */
export function unknownWords(text: string, speller: Speller): WordAt[] {
  const unknown: WordAt[] = [];
  for (const run of wordsOf(text)) {
    if (speller.correct(run.word)) continue;
    unknown.push(...unknownParts(run.word, run.offset, run.parts, speller));
  }
  return unknown;
}

/**
 * The parts of a hyphenated run no known word covers: parts are joined back greedily, longest first, so
 * "e-mail-címedet" is "e-mail" + "címedet", both known.
 */
function unknownParts(word: string, offset: number, parts: WordPart[], speller: Speller): WordAt[] {
  const unknown: WordAt[] = [];
  let i = 0;
  while (i < parts.length) {
    const part = parts[i];
    let end = parts.length - 1;
    for (; end > i; end -= 1) {
      const last = parts[end];
      if (speller.correct(word.slice(part.offset - offset, last.offset - offset + last.word.length))) break;
    }
    // A short ending after a hyphen belongs to the word before it ("cookie-kat", "e-mail-ben").
    const ending = i > 0 && /^\p{Ll}{1,5}$/u.test(part.word);
    if (end === i && !part.skip && !ending && !speller.correct(part.word)) {
      unknown.push({word: part.word, offset: part.offset});
    }
    i = end + 1;
  }
  return unknown;
}
