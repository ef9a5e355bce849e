import type {LanguageTexts} from '../../regions/regionConfig';
import {regions} from '../data/regions';

/**
 * The characters a region's pages may use: the web font holds exactly these (`subset.ts`), and the build stops on
 * a page with any other (`coverage.ts`), which the visitor's system would otherwise draw in a face of its own.
 * Add a character here when a page needs it; it must be one Inter has.
 */

/** Printable ASCII. */
const ASCII = Array.from({length: 0x7e - 0x20 + 1}, (_, i) => String.fromCodePoint(0x20 + i)).join('');

/**
 * Every language's typography: the no-break space of money and thousands, quotation marks and dashes, and the
 * symbols the pages use (the external-link arrow, the multiplication sign of odds…).
 */
const TYPOGRAPHY = '\u00a0©®™°±§×·«»„“”‘’–—…•→←↑↓↗€′″−';

/** The letters of each language beyond ASCII. */
const LANGUAGE_LETTERS: Readonly<Record<LanguageTexts['language'], string>> = {
  hu: 'ÁÉÍÓÖŐÚÜŰáéíóöőúüű',
  en: '',
};

/**
 * Characters with no shape of their own: the zero-width space that lets a long word break, the soft hyphen, the
 * byte-order mark. They need no glyph and never fall back to another face.
 */
export const INVISIBLE = new Set(['\u200b', '\u00ad', '\ufeff', '\u200c', '\u200d', '\n', '\r', '\t']);

/**
 * The region's alphabet: ASCII, the typography, its language's letters, and the other regions' language names as
 * they write them (the region selector on every page shows "Română", "Українська").
 */
export function fontAlphabet(language: LanguageTexts['language']): string {
  const endonyms = regions.map((entry) => entry.localeName).join('');
  const all = new Set(Array.from(ASCII + TYPOGRAPHY + LANGUAGE_LETTERS[language] + endonyms));
  return [...all].sort().join('');
}
