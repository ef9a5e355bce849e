/**
 * What the tests of the English text tables share: every string a table holds, its shape, the prose of a text
 * without its code examples, and the letters and words no English text of the editor may hold.
 */

/** An accented Hungarian letter or a common Hungarian word. */
export const HUNGARIAN =
  /[áéíóöőúüű]|\b(?:nem|vagy|és|egy|hiányzik|írd|töröld|javítsd|oldal|mező|fájl|kell|elem|sor)\b/i;

/** Placeholder words the tables' functions are called with: a name, a tag, a number. */
const ARGUMENTS = ['Foo', 'Foo', 3, 7] as const;

/** Every string a table holds, its functions called with placeholders. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return stringsOf((value as (...args: unknown[]) => unknown)(...ARGUMENTS));
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The shape of a table: its keys, nested, and which are functions. */
export function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
}

/** A text without the examples it shows in code (`fig:…`, `{…}`, paths, quoted values, file names). */
export function prose(text: string): string {
  return text
    .replace(/\{[^}]*\}|fig:\w+|\/[\w#/-]*/g, ' ')
    .replace(/"[^"]*"/g, ' ')
    .replace(/[\w$]+\.(?:ts|md)\b/g, ' ');
}
