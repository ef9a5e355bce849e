/**
 * The one home of what the validation of a collection entry says (`../fields.ts`, `../schema.ts`, `../amount.ts`,
 * `../sitePath.ts`), in Hungarian (`hu.ts`) and English (`en.ts`). The built region's language picks them, as it
 * picks the check's (`src/lib/check/ruleTexts`); a region without collections keeps a complete table too.
 */
import {region} from '../../../data/region';
import {en} from './en';
import {hu} from './hu';

export type EntryMessages = typeof hu;

export const ENTRY_MESSAGES_BY_LANGUAGE = {hu, en};

/** The built region's messages. */
export const entryMessages: EntryMessages = ENTRY_MESSAGES_BY_LANGUAGE[region.texts.language];

/** A field's name with its key, for a sentence: „a cím (title)”, “the title (title)”. */
export function fieldName(field: string): string {
  return `${entryMessages.fieldLabels[field] ?? field} (${field})`;
}
