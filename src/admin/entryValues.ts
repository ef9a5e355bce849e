/**
 * An entry field's value between the form and the file. Typed: an amount typed with ordinary spaces gets the
 * site's no-break spaces (`withSiteSpaces`) rather than being refused for spaces that look the same. Saved: `ends`
 * must always be in the file, `ends: null` meaning "until withdrawn"; a form cannot type `null`, so an empty field
 * means it.
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
