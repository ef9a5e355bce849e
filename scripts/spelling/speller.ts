/**
 * Spelling in the built region's language with real Hunspell morphology: for Hungarian the Magyar Ispell
 * dictionary (LibreOffice's hu_HU, Debian package `hunspell-hu`), for Canadian English `en_CA`
 * (`hunspell-en-ca`), in the Hunspell engine compiled to WebAssembly (`hunspell-asm`), so inflected and
 * compound forms ("helyezést", "elérő", "világon", "felelősséget") pass without a word list. The region's
 * folder names the dictionary and its allowlist (`regions/<ID>/region.ts`, `spelling`).
 *
 * Measured and rejected: `nspell` ran out of memory (4 GB) loading the Hungarian dictionary; the npm package
 * `dictionary-hu` loads but rejects everyday forms ("világon", "országok", "nekem") in real Hunspell too.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {type Hunspell, type HunspellFactory, loadModule} from 'hunspell-asm';

import {SITE_ROOT} from '../../site/paths';
import {region} from '../../src/data/region';
import type {Speller} from '../../src/lib/check/context';
import {messages} from '../../src/lib/check/messages';

const {dictionary, debianPackage, allowlistFile} = region.spelling;

export const ALLOWLIST_FILE = path.join(SITE_ROOT, allowlistFile);
/** Where Debian's Hunspell packages install the dictionaries (`HUNSPELL_HU_DIR` overrides it). */
const DICTIONARY_DIR = process.env.HUNSPELL_HU_DIR ?? '/usr/share/hunspell';

/** The dictionary `name` (`hu_HU`) from the Hunspell folder, mounted in `factory`; if it is missing, how to install it. */
export function openDictionary(factory: HunspellFactory, name: string, debianPackageOf: string): Hunspell {
  const [aff, dic] = (['aff', 'dic'] as const).map((extension) => {
    const file = path.join(DICTIONARY_DIR, `${name}.${extension}`);
    if (!existsSync(file))
      throw new Error(messages.missingDictionary({dictionary: name, file, debianPackage: debianPackageOf}));
    return factory.mountBuffer(readFileSync(file), `${name}.${extension}`);
  });
  return factory.create(aff, dic);
}

/**
 * How long Hunspell's WebAssembly runtime may take to start. The package's own limit is 3 s, which a busy machine
 * ran over (the start took about half a second here when quiet); this bound only ends a load that never finishes.
 */
export const RUNTIME_START_LIMIT_MS = 60_000;

/** One allowlist line (docs/writing.md): `word`, or `word/example` for a word inflected like a dictionary word. */
export interface AllowlistEntry {
  word: string;
  /** A dictionary word whose endings the entry shares; absent = only the word as written. */
  inflectLike?: string;
  line: number;
}

export function parseAllowlist(text: string): AllowlistEntry[] {
  return text.split('\n').flatMap((raw, index): AllowlistEntry[] => {
    const content = raw.replace(/#.*$/, '').trim();
    if (!content) return [];
    const [word = '', inflectLike] = content.split('/', 2).map((part) => part.trim());
    return [inflectLike ? {word, inflectLike, line: index + 1} : {word, line: index + 1}];
  });
}

/** Loads the dictionary (about half a second) and the allowlist entries given (default: the project's list). */
export async function createSpeller(entries?: readonly AllowlistEntry[]): Promise<Speller> {
  const hunspell = openDictionary(await loadModule({timeout: RUNTIME_START_LIMIT_MS}), dictionary, debianPackage);
  for (const {word, inflectLike} of entries ?? parseAllowlist(readFileSync(ALLOWLIST_FILE, 'utf8'))) {
    // "GGPoker/póker": the brand takes every ending "póker" takes (GGPokeren, GGPokernél, GGPokeres).
    if (inflectLike) hunspell.addWordWithAffix(word, inflectLike);
    else hunspell.addWord(word);
  }
  const cache = new Map<string, boolean>();
  return {
    correct(word) {
      let known = cache.get(word);
      if (known === undefined) {
        known = hunspell.spell(word);
        cache.set(word, known);
      }
      return known;
    },
    suggest(word, limit = 3) {
      return hunspell.suggest(word).slice(0, limit);
    },
  };
}
