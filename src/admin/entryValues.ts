/**
 * An entry field's value between the form and the file.
 * - Typed: an amount typed with ordinary spaces ("50 000 P", how a keyboard types it) gets the site's no-break
 *   spaces (`withSiteSpaces`), instead of being refused for spaces that look the same. Any other value, and an
 *   amount that is wrong in another way, stays as typed for the check to judge.
 * - Saved: entry fields the file must always hold, with `null` for "none": `ends` (the collections' `endDate`:
 *   `ends: null` runs until withdrawn, and a missing `ends` is an error). A form cannot type `null`, so an empty
 *   field of these means it: the form's check reads it so (`widgets.ts`) and the entries' format writes it so
 *   (`src/admin/index.ts`).
 */
import {parseFigureText, withSiteSpaces} from '../lib/format/figureParse';

export function typedAmount(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const spaced = withSiteSpaces(value);
  return spaced !== value && parseFigureText(spaced).ok ? spaced : value;
}

export const NULL_WHEN_EMPTY: readonly string[] = ['ends'];

/**
 * The form's values as the site's rules will read the saved file: an empty field left out (the file leaves an
 * empty optional key out), an empty `NULL_WHEN_EMPTY` field as `null`.
 */
export function valuesAsSaved(data: Record<string, unknown>): Record<string, unknown> {
  const values = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== '' && value !== undefined));
  for (const key of NULL_WHEN_EMPTY) values[key] ??= null;
  return values;
}
