/**
 * What a visitor reads on a built page (its `<main>`, tags and scripts removed), as lines, and the lines that
 * differ between two versions of the page.
 */
import {DIFF_DELETE, DIFF_INSERT, diffLinesRaw} from 'jest-diff';
import {parseEntities} from 'parse-entities';

export function visibleLines(html: string): string[] {
  const main = /<main\b[\s\S]*<\/main>/i.exec(html)?.[0] ?? html;
  return main
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<\/(p|li|h[1-6]|tr|td|th|div|section|dd|dt|figcaption|caption)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((line) => parseEntities(line).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export interface TextChange {
  removed: string[];
  added: string[];
}

/** Lines only in the base (removed) and only in the head (added), by Jest's line diff (Myers'). */
export function textChanges(base: string[], head: string[]): TextChange {
  const diff = diffLinesRaw(base, head);
  const lines = (op: number) => diff.filter((line) => line[0] === op).map((line) => line[1]);
  return {removed: lines(DIFF_DELETE), added: lines(DIFF_INSERT)};
}
