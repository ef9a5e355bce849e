/** The interface strings of `i18n/hu/code.json`: every `message` value, as written between its quotes. */
import type {Span} from '../../../src/lib/check/visible/mask';

export function codeJsonSpans(text: string): Span[] {
  return [...text.matchAll(/"message"\s*:\s*"((?:[^"\\]|\\.)*)"/g)].map((match) => {
    const value = match[1];
    const start = match.index + match[0].length - value.length - 1;
    return [start, start + value.length] as const;
  });
}
