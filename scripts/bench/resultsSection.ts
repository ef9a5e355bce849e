import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const RESULTS_FILE = path.resolve(__dirname, '../../bench/results.md');

/**
 * Replaces one named section of bench/results.md (between `<!-- bench:<name>:start -->` and
 * `<!-- bench:<name>:end -->`), or appends it: each benchmark owns its section and keeps the others'.
 */
export function writeResultsSection(name: string, body: string): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '# Benchmark results\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(RESULTS_FILE, next);
}
