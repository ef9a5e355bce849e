import {foldAccents, type SearchLanguage, termOf, wordsOf} from '../../src/lib/search/terms';

/** Compounds are long: a first part of four letters or more (`póker`), a second of five or more (`szótár`), so
 * that an ending is never taken for a word (`eszköz|öket`). */
const MIN_HEAD = 4;
const MIN_TAIL = 5;

/**
 * The site's own vocabulary splits its compound words: a word that is a word of the site followed by a word of
 * the site (in any form: `pókerkifejezések` = `póker` + `kifejezés…`) gets both parts as words of its own, so a
 * search for the part finds the compound. No dictionary: what the site writes is what visitors search for.
 */
export function compoundSplitter(texts: readonly string[], language: SearchLanguage): (text: string) => string {
  const words = new Set<string>();
  const terms = new Set<string>();
  for (const text of texts) {
    for (const word of wordsOf(text)) {
      if (word.length < MIN_HEAD) continue;
      words.add(foldAccents(word));
      terms.add(termOf(word, language));
    }
  }
  const partsOfWord = (word: string): string[] => {
    for (let cut = MIN_HEAD; cut <= word.length - MIN_TAIL; cut += 1) {
      const head = word.slice(0, cut);
      const tail = word.slice(cut);
      if (words.has(foldAccents(head)) && terms.has(termOf(tail, language))) return [head, tail];
    }
    return [];
  };
  return (text) => [...new Set(wordsOf(text).flatMap(partsOfWord))].join(' ');
}
