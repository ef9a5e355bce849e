/**
 * A file as the text rules read it: the same length and line breaks as the file, with every character a visitor
 * never reads (code, tags, link targets, keys, ids) replaced by HIDDEN. A rule's match index is then its place
 * in the file, and no pattern can match across a hidden stretch.
 */

/** Stands in for a character a visitor never reads; no rule pattern matches it. */
export const HIDDEN = '\u0001';

/** `[start, end)` offsets of visible text in the file (UTF-16 units, like the parsers' offsets). */
export type Span = readonly [start: number, end: number];

export function maskOf(text: string, spans: Iterable<Span>): string {
  const chars: string[] = text.split('').map((char) => (char === '\n' ? '\n' : HIDDEN));
  for (const [start, end] of spans) {
    for (let index = start; index < end; index += 1) chars[index] = text[index] ?? HIDDEN;
  }
  return chars.join('');
}
