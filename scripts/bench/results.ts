import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {SITE_ROOT} from '../../site/paths';
import {git} from '../check/changedFiles';

const RESULTS_FILE = path.join(SITE_ROOT, 'bench', 'results.md');

/** Each benchmark owns its section of bench/results.md and keeps the others'. */
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

export function machineLoad(): string {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `${new Date().toISOString().slice(11, 19)} UTC, load average: ${one}, ${five}, ${fifteen} (${os.cpus().length} cores)`;
}
