/**
 * English words in a Hungarian text, for the tests that hold the writers' editor to Hungarian: a word is English
 * when the English Hunspell dictionary (`en_CA`, Debian package `hunspell-en-ca`) knows it and the Hungarian one
 * (`hu_HU`, `hunspell-hu`) does not, and it is not on the caller's list of allowed names (GitHub, MDX, brands).
 * Words run together in code style are split first: `TypeError` is „Type” and „Error”, `page-title` is „page” and
 * „title”. A word neither dictionary knows (a name, an abbreviation) is not counted as English.
 */
import {loadModule} from 'hunspell-asm';

import {openDictionary, RUNTIME_START_LIMIT_MS} from '../../scripts/spelling/speller';

export interface EnglishFinder {
  /** The English words of the text, each once, in the order they first appear. */
  englishWords: (text: string) => string[];
  /** The other way round, for an English text: the words only the Hungarian dictionary knows, each once. */
  hungarianWords: (text: string) => string[];
}

/** The runs of letters of a text, hyphenated ones whole (`e-mail-címe`, `page-title`). */
function runsOf(text: string): string[] {
  return (text.match(/[\p{L}\p{M}'’]+(?:-[\p{L}\p{M}'’]+)*/gu) ?? []).map((run) => run.replace(/^['’]+|['’]+$/g, ''));
}

/** The words of a run in code style (`notificationTimer`, `API_ERROR`, `page-title`), split. */
function wordsOfText(text: string): string[] {
  return runsOf(text)
    .flatMap((run) => run.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').split(/[ -]/))
    .filter((word) => word.length > 1);
}

/** Loads both dictionaries (about a second); `allowed` are names that may stay as they are, in any case. */
export async function createEnglishFinder(allowed: readonly string[]): Promise<EnglishFinder> {
  const factory = await loadModule({timeout: RUNTIME_START_LIMIT_MS});
  const hungarian = openDictionary(factory, 'hu_HU', 'hunspell-hu');
  const english = openDictionary(factory, 'en_CA', 'hunspell-en-ca');
  const allowedWords = new Set(allowed.flatMap((name) => wordsOfText(name)).map((word) => word.toLowerCase()));
  const verdicts = new Map<string, boolean>();
  function isEnglish(word: string): boolean {
    let verdict = verdicts.get(word);
    if (verdict === undefined) {
      const lower = word.toLowerCase();
      verdict =
        !allowedWords.has(lower) &&
        !hungarian.spell(word) &&
        !hungarian.spell(lower) &&
        (english.spell(word) || english.spell(lower));
      verdicts.set(word, verdict);
    }
    return verdict;
  }
  // A hyphenated run Hungarian as a whole („e-mail-címe”) is not split into its parts.
  const wholeHungarian = (run: string) =>
    run.includes('-') && (hungarian.spell(run) || hungarian.spell(run.toLowerCase()));
  return {
    englishWords: (text) => [
      ...new Set(
        runsOf(text)
          .filter((run) => !wholeHungarian(run))
          .flatMap(wordsOfText)
          .filter(isEnglish),
      ),
    ],
    hungarianWords: (text) => [
      ...new Set(
        wordsOfText(text).filter(
          (word) =>
            !allowedWords.has(word.toLowerCase()) &&
            !english.spell(word) &&
            !english.spell(word.toLowerCase()) &&
            (hungarian.spell(word) || hungarian.spell(word.toLowerCase())),
        ),
      ),
    ],
  };
}
