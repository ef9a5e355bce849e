/**
 * What a visitor reads on a built page (its `<main>`, tags and scripts removed), as lines, and the lines that
 * differ between two versions of the page.
 */
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

/** Lines only in the base (removed) and only in the head (added), by a longest-common-subsequence diff. */
export function textChanges(base: string[], head: string[]): TextChange {
  const rows = base.length + 1;
  const cols = head.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = base.length - 1; i >= 0; i -= 1) {
    for (let j = head.length - 1; j >= 0; j -= 1) {
      table[i * cols + j] =
        base[i] === head[j]
          ? (table[(i + 1) * cols + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * cols + j] ?? 0, table[i * cols + j + 1] ?? 0);
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < base.length && j < head.length) {
    if (base[i] === head[j]) {
      i += 1;
      j += 1;
    } else if ((table[(i + 1) * cols + j] ?? 0) >= (table[i * cols + j + 1] ?? 0)) {
      removed.push(base[i] ?? '');
      i += 1;
    } else {
      added.push(head[j] ?? '');
      j += 1;
    }
  }
  removed.push(...base.slice(i));
  added.push(...head.slice(j));
  return {removed, added};
}
