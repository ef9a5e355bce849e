/**
 * A text as a JavaScript string literal, the way Prettier writes it with the site's settings. Used both to write
 * a prop (`jsxText.ts`) and to keep a value read from a page as code (`formState.ts`); it imports nothing, so
 * neither of those imports the other for it.
 */

/** A string in code: single quotes, or double quotes when that needs fewer escapes (as Prettier picks). */
export function jsString(text: string): string {
  const singles = (text.match(/'/g) ?? []).length;
  const doubles = (text.match(/"/g) ?? []).length;
  const quote = singles > doubles ? '"' : "'";
  const escaped = text
    .replace(/[\\\n\r\u2028\u2029]/g, (char) => ESCAPES[char] ?? char)
    .replaceAll(quote, `\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

const ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
