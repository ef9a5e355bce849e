/**
 * The collection entries' format for the writers' editor (Decap CMS): a whole YAML file
 * (`i18n/hu/collections/…/*.yml`) that stays byte-for-byte as written until a field is changed, and then changes
 * only where the field is.
 *
 * `fromFile` gives Decap the values plus the file's whole text under `SOURCE_KEY`. `toFile` compares the values
 * Decap hands back with the ones parsed from that text: nothing differs → the text itself; otherwise only the
 * changed values are rewritten, each at its own place (`editYamlText` in `yamlDocument.ts`; the rules for
 * changed, new and missing keys are in `formValues.ts`).
 * Browser code: no Node built-ins.
 */
import {saveTexts} from '../locale/editorTexts';
import {isEmpty, type Values} from './formValues';
import {editYamlText, parseYaml} from './yamlDocument';

/** The data field that keeps the file's original text: a name no front matter or entry key uses. */
export const SOURCE_KEY = '__source';

/** Entry data as Decap holds it: the file's values, plus its original text under `SOURCE_KEY`. */
export type EntryData = Record<string, unknown>;

/** The values with the file's text kept under `SOURCE_KEY` (a plain, enumerable field: Immutable.js keeps it). */
export function withSource(values: Values, text: string): EntryData {
  return {...values, [SOURCE_KEY]: text};
}

/** The entry's values, and the whole text under `SOURCE_KEY`. Never throws: invalid YAML gives no values. */
export function fromFile(text: string): EntryData {
  return withSource(parseYaml(text)?.values ?? {}, text);
}

/**
 * The kept text when nothing changed, else the text with only the changed values rewritten. `nullKeys`: keys the
 * file must hold, written as `key: null` when their field is empty (`editYamlText`).
 */
export function toFile(data: EntryData, sortedKeys: readonly string[] = [], nullKeys: readonly string[] = []): string {
  const source = typeof data[SOURCE_KEY] === 'string' ? data[SOURCE_KEY] : '';
  const edited = editYamlText(source, data, sortedKeys, [SOURCE_KEY], nullKeys);
  if (edited !== undefined) return edited;
  const values = Object.entries(data).filter(([key]) => key !== SOURCE_KEY);
  if (values.every(([, value]) => isEmpty(value))) return source;
  throw new Error(saveTexts.format.badYaml);
}
