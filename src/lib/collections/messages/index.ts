/** What the validation of a collection entry says, in the built region's language (`hu.ts`, `en.ts`). */
import {region} from '../../../data/region';
import {en} from './en';
import {hu} from './hu';

export type EntryMessages = typeof hu;

export const ENTRY_MESSAGES_BY_LANGUAGE = {hu, en};

export const entryMessages: EntryMessages = ENTRY_MESSAGES_BY_LANGUAGE[region.texts.language];

/** A field's name with its key, for a sentence: „a cím (title)”, “the title (title)”. */
export function fieldName(field: string): string {
  return `${entryMessages.fieldLabels[field] ?? field} (${field})`;
}
