/**
 * What every benchmark records beside its figures, and where: its own section of bench/results.md, the commit
 * measured and the machine's load.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {SITE_ROOT} from '../../site/paths';
import {git} from '../check/changedFiles';

const RESULTS_FILE = path.join(SITE_ROOT, 'bench', 'results.md');

/**
 * Replaces one named section of bench/results.md (between `<!-- bench:<name>:start -->` and
 * `<!-- bench:<name>:end -->`), or appends it, and prints it: each benchmark owns its section and keeps the others'.
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
  console.log(body);
}

export const gitCommit = (): string => git(['rev-parse', '--short', 'HEAD']);

/** The machine's load as `uptime` prints it: 1, 5 and 15 minute load averages, with the time. */
export function machineLoad(): string {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `${new Date().toISOString().slice(11, 19)} UTC, load average: ${one}, ${five}, ${fifteen} (${os.cpus().length} cores)`;
}
