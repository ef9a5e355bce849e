/**
 * Texts written once each, in every language side by side (`{hu: '…', en: '…'}`), and the table in one language:
 * a component's `mdx.ts` and the editor's texts write them so.
 */
import type {LanguageTexts} from '../data/region';

export type Language = LanguageTexts['language'];
/** One text in every language, side by side. */
export type Translated<T> = Readonly<Record<Language, T>>;

/** Texts in every language at each leaf, nested under any keys (`tsc` names a leaf that misses a language). */
type TranslatedTable = Translated<unknown> | {readonly [key: string]: TranslatedTable};

/** A table in one language: each leaf's text, of the type both languages write. */
type InLanguage<Table> = keyof Table extends Language
  ? Table extends Translated<infer Text>
    ? Text
    : never
  : {[Key in keyof Table]: InLanguage<Table[Key]>};

/** The table's texts in `language`. */
export function inLanguage<Table extends TranslatedTable>(table: Table, language: Language): InLanguage<Table> {
  const texts: unknown =
    language in table
      ? (table as Translated<unknown>)[language]
      : Object.fromEntries(
          Object.entries(table).map(([key, inner]) => [key, inLanguage(inner as TranslatedTable, language)]),
        );
  return texts as InLanguage<Table>;
}
