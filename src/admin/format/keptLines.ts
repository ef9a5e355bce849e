/**
 * The file's own lines kept around a change the `yaml` Document wrote. Own code, because the Document writes
 * every line in its own layout, not the file's: `a: 1⏎⏎⏎b: 2` loses two blank lines, `key:   'x'   # c` becomes
 * `key: 'x' # c`, `0x1F` becomes `0x1f`, a plain value over two lines is joined, CRLF becomes LF.
 *
 * `before` and `after` are the Document's text of the file before and after the change. A three-way merge by
 * lines: where `after` differs from `before`, its lines are taken (in the file's line breaks); everywhere else the
 * file's own lines are, unless the file's layout differs from `before` on the very lines that changed (then those
 * are the Document's). A file without a final line break keeps having none.
 * Browser code: no Node built-ins.
 */

/** Lines `start` to `end` of one text, and the lines another text has in their place. */
interface Run {
  start: number;
  end: number;
  lines: string[];
}

function linesOf(text: string): string[] {
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

/** The CR of a CRLF line break aside. */
function withoutCr(line: string): string {
  return line.replace(/\r$/, '');
}

/** A line by its key alone (`key:`), or its text without the spacing around it. */
function keyOf(line: string): string {
  return line.trim().replace(/:(\s.*)?$/, ':');
}

/**
 * `a` cut into the runs where `b` differs from it, and, with `withEqual`, also every equal line with its own. Lines
 * are compared by `keys[0]` (a longest common subsequence where a blank line counts least); a run of as many
 * lines on both sides is cut into single lines, one of unequal sizes is compared again by the next key.
 */
function runs(a: string[], b: string[], keys: ((line: string) => string)[], withEqual = false): Run[] {
  const [ka, kb] = [a.map(keys[0]), b.map(keys[0])];
  const weight = (line: string) => (line.trim() === '' ? 1 : a.length + 1);
  const best = Array.from({length: a.length + 1}, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const match = ka[i] === kb[j] ? best[i + 1][j + 1] + weight(ka[i]) : 0;
      best[i][j] = Math.max(match, best[i + 1][j], best[i][j + 1]);
    }
  }
  const out: Run[] = [];
  let [i, j, from, to] = [0, 0, 0, 0];
  const differing = () => {
    if (i - from === j - to) {
      for (let k = 0; k < i - from; k++) out.push({start: from + k, end: from + k + 1, lines: [b[to + k]]});
    } else if (keys.length > 1 && i > from && j > to) {
      const inner = runs(a.slice(from, i), b.slice(to, j), keys.slice(1), withEqual);
      out.push(...inner.map((run) => ({...run, start: run.start + from, end: run.end + from})));
    } else out.push({start: from, end: i, lines: b.slice(to, j)});
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && ka[i] === kb[j] && best[i][j] === best[i + 1][j + 1] + weight(ka[i])) {
      differing();
      if (withEqual) out.push({start: i, end: i + 1, lines: [b[j]]});
      [from, to] = [++i, ++j];
    } else if (j === b.length || (i < a.length && best[i + 1][j] >= best[i][j + 1])) i++;
    else j++;
  }
  differing();
  return out;
}

export function keptLines(text: string, before: string, after: string): string {
  const cr = text.includes('\r\n') ? '\r' : '';
  const [file, old, next] = [linesOf(text), linesOf(before), linesOf(after)];
  const changes = runs(old, next, [(line) => line]).map((run) => ({...run, lines: run.lines.map((l) => l + cr)}));
  // The file's lines right after changed ones (a plain value's next lines) go with them.
  const overlaps = (run: Run) =>
    changes.some(
      (change) =>
        (run.start < change.end && change.start < run.end) ||
        (run.start === run.end && run.start === change.end && change.start < change.end),
    );
  const layout = runs(old, file, [withoutCr, keyOf], true).filter((run) => !overlaps(run));
  // By place; a change before the file's own lines inserted at the same place (a new key before trailing lines).
  const merged = [...changes, ...layout].sort((x, y) => x.start - y.start || x.end - y.end);
  const out: string[] = [];
  let at = 0;
  for (const run of merged) {
    out.push(...old.slice(at, run.start).map((line) => line + cr), ...run.lines);
    at = Math.max(at, run.end);
  }
  out.push(...old.slice(at).map((line) => line + cr));
  const joined = out.length === 0 ? '' : `${out.join('\n')}\n`;
  return text === '' || text.endsWith('\n') ? joined : joined.replace(/\r?\n$/, '');
}
