/**
 * The pieces of `npm run bench:server` that touch a server process: starting it, loading it with autocannon,
 * and reading what it costs from /proc (Linux): resident memory, and CPU time, which tells a server's own cost
 * per request apart from the load generator's (both share the machine's cores).
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';

import autocannon from 'autocannon';

export interface Measure {
  rps: number;
  p50: number;
  errors: number;
  requests: number;
  /** the server's CPU time over the load, in ms */
  cpuMs: number;
  /** the load's wall time, in ms */
  wallMs: number;
  /** the load generator's own CPU time over the load (this process), in ms */
  clientCpuMs: number;
}

export interface Server {
  child: ChildProcess;
  origin: string;
}

/** Starts a server process on `port` and waits until it answers `/` (bounded: 30 s). */
export async function start(args: string[], port: number, cwd: string): Promise<Server> {
  const child = spawn(process.execPath, args, {cwd, stdio: ['ignore', 'ignore', 'inherit']});
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/`, {signal: AbortSignal.timeout(1000)})).status === 200) return {child, origin};
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`${args.join(' ')} did not answer on ${origin}`);
}

/** A process's user + system CPU time in ms (`/proc/<pid>/stat`, fields 14 and 15, in clock ticks of 10 ms). */
function cpuMsOf(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  if (!Number.isFinite(ticks)) throw new Error(`no CPU time for process ${child.pid}`);
  return ticks * 10;
}

/** A process's resident memory in MB (`/proc/<pid>/status`). */
export function residentMb(child: ChildProcess): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${child.pid}`);
  return Number(kb) / 1024;
}

/**
 * autocannon keeps every response body as a string (`body += chunk`, a UTF-8 decode of each chunk) for hooks
 * this harness does not use; on a large body that costs the load generator more CPU than the server spends
 * answering. Each connection drops the bodies instead (bytes and latencies are counted apart from them).
 */
function dropBodies(client: unknown): void {
  const queue = (client as {pipelinedRequests?: {addBody?: unknown}}).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') throw new Error('autocannon: no body queue to configure');
  queue.addBody = () => undefined;
}

/** `connections` clients asking `urlPath` of `server` for `seconds`, one request in flight each. */
export async function load(
  server: Server,
  urlPath: string,
  {seconds, connections, headers}: {seconds: number; connections: number; headers: Record<string, string>},
): Promise<Measure> {
  const cpuBefore = cpuMsOf(server.child);
  const clientBefore = process.cpuUsage();
  const startedAt = Date.now();
  const result = await autocannon({
    url: `${server.origin}${urlPath}`,
    connections,
    duration: seconds,
    pipelining: 1,
    headers,
    setupClient: dropBodies,
  });
  const client = process.cpuUsage(clientBefore);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
    cpuMs: cpuMsOf(server.child) - cpuBefore,
    wallMs: Date.now() - startedAt,
    clientCpuMs: (client.user + client.system) / 1000,
  };
}

/** The rounds of one server and target together: mean rate and p50, summed counts and times. */
export function combined(list: Measure[]): Measure {
  const total = (pick: (m: Measure) => number) => list.reduce((sum, m) => sum + pick(m), 0);
  return {
    rps: total((m) => m.rps) / list.length,
    p50: total((m) => m.p50) / list.length,
    errors: total((m) => m.errors),
    requests: total((m) => m.requests),
    cpuMs: total((m) => m.cpuMs),
    wallMs: total((m) => m.wallMs),
    clientCpuMs: total((m) => m.clientCpuMs),
  };
}
