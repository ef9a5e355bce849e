/**
 * Entry fields the file must always hold, with `null` for "none": `ends` (the collections' `endDate`: `ends: null`
 * runs until withdrawn, and a missing `ends` is an error). A form cannot type `null`, so an empty field of these
 * means it: the form's check reads it so (`widgets.ts`) and the entries' format writes it so (`format/index.ts`).
 */
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
