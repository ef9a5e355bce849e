/**
 * `npm run bench:server`: the Node edge app (`server/node/listen.ts`) against a stock static server
 * (`http-server`, caching flags left as they are, `-b -g` so it serves the build's `.br`/`.gz` files as ours
 * does) on the same build, in one run: autocannon on loopback, 50 connections, for `/`, a long page and the
 * main JS bundle, each once without `Accept-Encoding` (identity bodies) and once as a browser asks
 * (`br, gzip`); each server in its own process; the two alternate, twice per target, after a warm-up. Writes
 * requests per second, p50 latency, errors, each server's CPU time per request and the ratios into
 * bench/results.md (its own section), with each server's resident memory after every round (whether it stops
 * growing under load), the load generator's CPU share and the machine's load average at the start and end.
 * Each server's cost is read from /proc (Linux): resident memory, and CPU time, which tells a server's own cost
 * per request apart from the load generator's (both share the machine's cores).
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import autocannon from 'autocannon';

import {SITE_ROOT as ROOT} from '../../site/paths';
import {freePort} from '../edge/wranglerDev';
import {timedBuild} from './builds';
import {runMain, writeResultsSection} from './results';

const BUILD = path.resolve(process.env.BENCH_BUILD_DIR ?? path.join(ROOT, 'build'));
const SECONDS = Number.parseInt(process.env.BENCH_SERVER_SECONDS ?? '8', 10);
const CONNECTIONS = 50;
const ROUNDS = 2;

interface Measure {
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

interface Server {
  child: ChildProcess;
  origin: string;
}

/** Starts a server process on `port` and waits until it answers `/` (bounded: 30 s). */
async function start(args: string[], port: number, cwd: string, env = process.env): Promise<Server> {
  const child = spawn(process.execPath, args, {cwd, env, stdio: ['ignore', 'ignore', 'inherit']});
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
function residentMb(child: ChildProcess): number {
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
async function load(
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
function combined(list: Measure[]): Measure {
  const keys = Object.keys(list[0]) as (keyof Measure)[];
  const total = Object.fromEntries(keys.map((key) => [key, list.reduce((sum, m) => sum + m[key], 0)])) as Record<
    keyof Measure,
    number
  >;
  return {...total, rps: total.rps / list.length, p50: total.p50 / list.length};
}

/** The two ways a client asks: without `Accept-Encoding`, and as browsers do. */
const ENCODINGS = [
  ['identity', {}],
  ['`br, gzip`', {'Accept-Encoding': 'br, gzip'}],
] as const;

/** The main bundle's URL, as the home page names it (a script tag or the boot script's list of app bundles). */
function mainScript(): string {
  const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  const src = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)?.[0];
  if (!src) throw new Error('no main bundle in index.html');
  return src;
}

/** The content coding a server answers `urlPath` with, for the record of what was compared. */
async function codingOf(server: Server, urlPath: string, headers: Record<string, string>): Promise<string> {
  // fetch asks for gzip unless told otherwise; autocannon sends only the headers given.
  const response = await fetch(`${server.origin}${urlPath}`, {headers: {'Accept-Encoding': 'identity', ...headers}});
  await response.body?.cancel();
  return response.headers.get('content-encoding') ?? 'identity';
}

/** CPU time per request in ms, and the share of one core the server used while loaded. */
const cpuText = (m: Measure): string =>
  `${(m.cpuMs / m.requests).toFixed(3)} ms (${((100 * m.cpuMs) / m.wallMs).toFixed(0)} %)`;

/** The share of one core the load generator used while loading a server. */
const clientShare = (m: Measure): string => `${((100 * m.clientCpuMs) / m.wallMs).toFixed(0)} %`;

function row(label: string, encoding: string, a: Measure, b: Measure): string {
  const cells = [
    label,
    encoding,
    a.rps.toFixed(0),
    b.rps.toFixed(0),
    `**${(a.rps / b.rps).toFixed(2)}×**`,
    cpuText(a),
    cpuText(b),
    `${(b.cpuMs / b.requests / (a.cpuMs / a.requests)).toFixed(2)}×`,
    `${clientShare(a)} / ${clientShare(b)}`,
    `${a.p50.toFixed(1)} ms`,
    `${b.p50.toFixed(1)} ms`,
    `${a.errors} / ${a.requests}`,
    `${b.errors} / ${b.requests}`,
  ];
  return `| ${cells.join(' | ')} |`;
}

/** The 1-minute load average and the number of cores, for the record of how busy the shared machine was. */
const loadNow = (): string => `${os.loadavg()[0]?.toFixed(2)} (${os.cpus().length} cores)`;

async function main(): Promise<void> {
  const loadAtStart = loadNow();
  if (!existsSync(path.join(BUILD, 'index.html'))) await timedBuild(ROOT, {outDir: BUILD, lock: ''});
  const ourPort = await freePort();
  const stockPort = await freePort();
  // The Node edge app as `npm run serve` starts it, with no settings of this shell (geo, preview…) but its path.
  const ours = await start(['--import', 'tsx', 'server/node/index.ts'], ourPort, ROOT, {
    PATH: process.env.PATH,
    BUILD_DIR: BUILD,
    PORT: String(ourPort),
  });
  const stock = await start(
    [
      path.join(ROOT, 'node_modules/http-server/bin/http-server'),
      BUILD,
      '-a',
      '127.0.0.1',
      '-p',
      String(stockPort),
      '-s',
      '-b',
      '-g',
    ],
    stockPort,
    ROOT,
  );
  const targets = [
    ['home `/`', '/'],
    ['long page `/terms-conditions/`', '/terms-conditions/'],
    ['main JS', mainScript()],
  ] as const;
  const rows: string[] = [];
  const memory = {node: [residentMb(ours.child)], stock: [residentMb(stock.child)]};
  try {
    // Both servers answer every target and encoding before anything is measured, so the first row measured
    // does not also pay for compiling the code paths and growing the heap.
    for (const [, urlPath] of targets) {
      for (const [, headers] of ENCODINGS) {
        for (const server of [ours, stock])
          await load(server, urlPath, {seconds: 2, connections: CONNECTIONS, headers});
      }
    }
    memory.node.push(residentMb(ours.child));
    memory.stock.push(residentMb(stock.child));
    for (const [label, urlPath] of targets) {
      for (const [encoding, headers] of ENCODINGS) {
        const options = {seconds: SECONDS, connections: CONNECTIONS, headers};
        await load(ours, urlPath, {...options, seconds: 2});
        await load(stock, urlPath, {...options, seconds: 2});
        const node: Measure[] = [];
        const reference: Measure[] = [];
        for (let round = 0; round < ROUNDS; round += 1) {
          node.push(await load(ours, urlPath, options));
          reference.push(await load(stock, urlPath, options));
          memory.node.push(residentMb(ours.child));
          memory.stock.push(residentMb(stock.child));
        }
        const [a, b] = [combined(node), combined(reference)];
        const sent = `${encoding} (sent: ${await codingOf(ours, urlPath, headers)} / ${await codingOf(stock, urlPath, headers)})`;
        console.log(`${label}, ${sent}: node ${a.rps.toFixed(0)} rps, http-server ${b.rps.toFixed(0)} rps`);
        rows.push(row(label, sent, a, b));
      }
    }
  } finally {
    ours.child.kill('SIGTERM');
    stock.child.kill('SIGTERM');
  }
  const section = [
    '## Node edge server vs a stock static server',
    '',
    `Date: ${new Date().toISOString()} · \`npm run bench:server\` · load average ${loadAtStart} at the start, ${loadNow()} at the end · autocannon (one thread in this process; each response's bytes parsed and counted, its body not kept), ${CONNECTIONS} connections, loopback, ${ROUNDS} × ${SECONDS} s per server, target and encoding (alternating, after a first pass over everything and a 2 s warm-up per row) · reference: \`http-server\` 14 (\`-b -g\`: the build's precompressed files) on the same build, in the same run. CPU: the server process's own time per request, and in brackets the share of one core it used while loaded (the load generator shares the machine: a server well under 100 % is waiting for it, or for a core); the load generator's own share of a core beside it.`,
    '',
    '| target | encoding | node req/s | http-server req/s | ratio | node CPU / request | http-server CPU / request | CPU ratio | load generator CPU (node / http-server) | node p50 | http-server p50 | node errors / requests | http-server errors / requests |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Resident memory (MB) at the start, after a first pass over every target and encoding (2 s each), then after each measured round in the order above (${targets.length} targets × ${ENCODINGS.length} encodings × ${ROUNDS} rounds; ${(SECONDS * ROUNDS + 4) * targets.length * ENCODINGS.length} s of load on each server in all):`,
    '',
    '| server | start | after the first pass | after each round |',
    '|---|---:|---:|---|',
    `| node | ${memory.node[0]?.toFixed(0)} | ${memory.node[1]?.toFixed(0)} | ${memory.node
      .slice(2)
      .map((mb) => mb.toFixed(0))
      .join(' → ')} |`,
    `| http-server | ${memory.stock[0]?.toFixed(0)} | ${memory.stock[1]?.toFixed(0)} | ${memory.stock
      .slice(2)
      .map((mb) => mb.toFixed(0))
      .join(' → ')} |`,
  ].join('\n');
  writeResultsSection('server', section);
}

runMain(main);
