import StemmerEn from '@nlpjs/lang-en-min/src/stemmer-en';
import StemmerHu from '@nlpjs/lang-hu/src/stemmer-hu';

/**
 * How a word becomes the terms the search index holds, the same at build time (the index) and in the browser
 * (the query): the language's Snowball stemmer first, on the word as written, then the accents folded
 * (`pénztárból` → `pénztár` → `penztar`). Folding first would hide Hungarian suffixes written with accents
 * (-ból, -nál, -ért) from the stemmer.
 */
export type SearchLanguage = 'hu' | 'en';

export function searchLanguageOf(locale: string): SearchLanguage {
  return locale.toLowerCase().startsWith('hu') ? 'hu' : 'en';
}

const stemmers: Record<SearchLanguage, {stemWord(word: string): string}> = {hu: new StemmerHu(), en: new StemmerEn()};

/** Letters without their accents: `őrült` → `orult`. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** The words of a text, lower-case, in order (letters and digits; everything else separates). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The Hungarian Snowball stemmer as NLP.js ships it spells ő and ű as in Latin-1 (õ, û): the algorithm was written
 * in ISO-8859-2, where those are the same bytes. Without this, -ből, -től, -ről and -ű endings are never removed,
 * and ő and ű are not vowels to it.
 */
function asStemmerSpells(word: string, language: SearchLanguage): string {
  return language === 'hu' ? word.replaceAll('ő', 'õ').replaceAll('ű', 'û') : word;
}

export function termOf(word: string, language: SearchLanguage): string {
  return foldAccents(stemmers[language].stemWord(asStemmerSpells(word, language)));
}

/** The vowels a visitor typing without accents may have meant, in Hungarian. */
const ACCENTED: Record<string, readonly string[]> = {
  a: ['a', 'á'],
  e: ['e', 'é'],
  i: ['i', 'í'],
  o: ['o', 'ó', 'ö', 'ő'],
  u: ['u', 'ú', 'ü', 'ű'],
};

/** How many letters at a word's end a suffix (or two: plural and case, `-ekből`) may take. */
const SUFFIX_LETTERS = 5;

/** Every way the vowels of `tail` may have been accented. */
function accentedTails(tail: string): string[] {
  let tails = [''];
  for (const letter of tail) {
    const options = ACCENTED[letter] ?? [letter];
    tails = tails.flatMap((start) => options.map((option) => start + option));
  }
  return tails;
}

/**
 * The terms a query word may stand for. A Hungarian word typed without accents (`penztarbol`) is stemmed as each
 * accented spelling its ending may have had (`pénztárból`…), so its suffix is found as if it had been written with
 * them; a word with accents, or an English one, has its one term.
 */
export function queryTermsOf(word: string, language: SearchLanguage): string[] {
  if (language !== 'hu' || foldAccents(word) !== word) return [termOf(word, language)];
  const cut = Math.max(0, word.length - SUFFIX_LETTERS);
  const head = word.slice(0, cut);
  const plain = termOf(word, language);
  const terms = new Set([plain]);
  // Only a spelling whose ending the stemmer then removes counts: a shorter stem than the word's own.
  for (const tail of accentedTails(word.slice(cut))) {
    const term = termOf(head + tail, language);
    if (term.length < plain.length) terms.add(term);
  }
  return [...terms];
}
