import {spawn} from 'node:child_process';

export interface TimedRun {
  code: number;
  wallSeconds: number;
  /** Peak resident memory of the largest process of the run, from GNU time. */
  peakMemoryMb: number;
  output: string;
}

/** Runs a command under GNU `time -v` and reads wall time and peak memory. */
export function timed(cmd: string, args: string[], options: {cwd: string; env?: NodeJS.ProcessEnv}): Promise<TimedRun> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const child = spawn('/usr/bin/time', ['-v', cmd, ...args], {
      cwd: options.cwd,
      env: {...process.env, ...options.env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      const kb = Number.parseInt(output.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? '0', 10);
      resolve({code: code ?? 1, wallSeconds, peakMemoryMb: kb / 1024, output});
    });
  });
}
