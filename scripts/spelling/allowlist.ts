/**
 * The spelling allowlist: words the Hungarian dictionary rightly lacks (brand and format names, poker jargon,
 * abbreviations). One entry a line: `word`, or `word/example` when the word takes the same endings as a
 * dictionary word (`kisvak/vak` accepts "kisvakot", "kisvakból"). `#` starts a comment.
 */
export interface AllowlistEntry {
  word: string;
  /** A dictionary word whose endings the entry shares; absent = only the word as written. */
  inflectLike?: string;
  line: number;
}

export function parseAllowlist(text: string): AllowlistEntry[] {
  const entries: AllowlistEntry[] = [];
  text.split('\n').forEach((raw, index) => {
    const content = raw.replace(/#.*$/, '').trim();
    if (!content) return;
    const [word = '', inflectLike] = content.split('/', 2).map((part) => part.trim());
    entries.push(inflectLike ? {word, inflectLike, line: index + 1} : {word, line: index + 1});
  });
  return entries;
}
