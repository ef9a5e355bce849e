/** A heading id the way Docusaurus makes one from a Markdown heading (GitHub's slug rules). */
function headingId(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Ids for a list of headings, unique within it: a repeated one gets `-1`, `-2`… as GitHub does. */
export function uniqueHeadingIds(texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = headingId(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  });
}
