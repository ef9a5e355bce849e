/**
 * The words of a piece of Hungarian prose that a speller should check, with their offsets. A hyphenated run
 * ("e-mail-címeddel") is one word first; only when the whole is unknown are its parts checked one by one.
 * Skipped on purpose: numbers and the ending joined to them ("50%-ának", "8-asnál": the ending depends on how
 * the number is read), the short ending joined to an abbreviation ("WSOP-hez", "GHz-es": the abbreviation
 * itself is checked), single letters, and words with digits ("3D", "x86").
 */
import type {Speller} from '../../src/lib/check/context';

export interface WordAt {
  word: string;
  offset: number;
}

export interface WordPart extends WordAt {
  /** Kept only to rejoin the run ("e" of "e-mail"); never reported on its own. */
  skip?: true;
}

export interface WordRun extends WordAt {
  /** A run without hyphens is its own only part. */
  parts: WordPart[];
}

const RUN = /[\p{L}\p{M}\p{N}'’%]+(?:-[\p{L}\p{M}\p{N}'’%]+)*/gu;
const ABBREVIATION = /^[a-z]*\p{Lu}[\p{Lu}\d]*[a-z]?$/u;
const SHORT_ENDING = /^\p{Ll}{1,5}$/u;

function trimQuotes(raw: string, offset: number): WordAt {
  const lead = /^['’]*/.exec(raw)?.[0].length ?? 0;
  return {word: raw.slice(lead).replace(/['’]+$/, ''), offset: offset + lead};
}

function checkable(word: string): boolean {
  return Array.from(word).length >= 2 && !/[\d%]/.test(word) && !POKER_NOTATION.test(word);
}

/** Web and e-mail addresses written as text ("www.naih.hu"): not words. Blanked out, offsets kept. */
const ADDRESS =
  /\b(?:https?:\/\/)?[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/)?(?:[\w-]+\.)+[a-z]{2,}(?:\/[^\s)]*)?/gi;
/** Cards and starting hands in poker notation: "Ks", "Td", "AKo", "KQs". */
const POKER_NOTATION = /^(?:[2-9TJQKA][shdc]|[2-9TJQKA]{2}[so]?)$/;

export function wordsOf(input: string): WordRun[] {
  const text = input.replace(ADDRESS, (address) => ' '.repeat(address.length));
  const runs: WordRun[] = [];
  for (const match of text.matchAll(RUN)) {
    const whole = trimQuotes(match[0], match.index);
    const raw = match[0].split('-');
    const parts: WordPart[] = [];
    let offset = match.index;
    raw.forEach((piece, index) => {
      const start = offset;
      offset += piece.length + 1;
      const previous: string | undefined = index > 0 ? raw[index - 1] : undefined;
      // An ending joined by a hyphen to what is not a word: "C$-ral", "<Fig />-tól", "5K-ig".
      const joined = index === 0 ? text[match.index - 1] === '-' : /[\d%]/.test(previous ?? '');
      const ending =
        (joined && SHORT_ENDING.test(piece)) ||
        (previous !== undefined && /[\d%]$/.test(previous)) ||
        (previous !== undefined && previous.length > 1 && ABBREVIATION.test(previous) && SHORT_ENDING.test(piece));
      const part = trimQuotes(piece, start);
      parts.push(ending || !checkable(part.word) ? {...part, skip: true} : part);
    });
    if (parts.some((part) => !part.skip)) runs.push({...whole, parts});
  }
  return runs;
}

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
    const ending = i > 0 && SHORT_ENDING.test(part.word);
    if (end === i && !part.skip && !ending && !speller.correct(part.word)) {
      unknown.push({word: part.word, offset: part.offset});
    }
    i = end + 1;
  }
  return unknown;
}
