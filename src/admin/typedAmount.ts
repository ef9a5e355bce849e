/**
 * An entry field's value as the form keeps it: an amount typed with ordinary spaces ("50 000 P", how a keyboard
 * types it) gets the site's no-break spaces (`withSiteSpaces`), instead of being refused for spaces that look
 * the same. Any other value, and an amount that is wrong in another way, stays as typed for the check to judge.
 */
import {parseFigureText, withSiteSpaces} from '../lib/format/figureParse';

export function typedAmount(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const spaced = withSiteSpaces(value);
  return spaced !== value && parseFigureText(spaced).ok ? spaced : value;
}
