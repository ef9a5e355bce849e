import {spawn} from 'node:child_process';
import os from 'node:os';

export interface TimedRun {
  code: number;
  wallSeconds: number;
  /** Peak resident memory of the largest process of the run, from GNU time. */
  peakMemoryMb: number;
  output: string;
}

/** GNU time's "Elapsed (wall clock) time (h:mm:ss or m:ss): 1:02.33" in seconds; NaN when missing. */
export function elapsedSeconds(output: string): number {
  const match = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ((?:\d+:)?\d+:\d+(?:\.\d+)?)/.exec(output);
  if (!match) return NaN;
  return match[1].split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * Runs a command under GNU `time -v` and reads wall time and peak memory. With `lock`, the command waits
 * for the machine's heavy-job lock first, and the time spent waiting is not counted.
 */
export function timed(
  cmd: string,
  args: string[],
  options: {cwd: string; env?: NodeJS.ProcessEnv; lock?: boolean},
): Promise<TimedRun> {
  return new Promise((resolve) => {
    const timeArgs = ['/usr/bin/time', '-v', cmd, ...args];
    const [program, ...rest] = options.lock ? ['flock', '/tmp/heavy.lock', ...timeArgs] : timeArgs;
    const child = spawn(program, rest, {
      cwd: options.cwd,
      env: {...process.env, ...options.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('close', (code) => {
      const wallSeconds = elapsedSeconds(output);
      const kb = Number.parseInt(/Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1] ?? '0', 10);
      resolve({code: code ?? 1, wallSeconds, peakMemoryMb: kb / 1024, output});
    });
  });
}

/** The machine's load as `uptime` prints it: 1, 5 and 15 minute load averages, with the time. */
export function machineLoad(): string {
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return `${new Date().toISOString().slice(11, 19)} UTC, load average: ${one}, ${five}, ${fifteen} (${os.cpus().length} cores)`;
}
