/**
 * `npm run bench:server`: the Node edge app (`server/node/listen.ts`) against a stock static server
 * (`http-server`, no caching flags changed) on the same build, in one run: autocannon on loopback, 50
 * connections, for `/`, a long page and the main JS bundle; each server in its own process; the two
 * alternate, twice per target, after a warm-up. Writes requests per second, p50 latency, errors and the
 * ratios into bench/results.md (its own section).
 */
import {type ChildProcess, spawn, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import autocannon from 'autocannon';

import {freePort} from '../edge/wranglerDev';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.resolve(process.env.BENCH_BUILD_DIR ?? path.join(ROOT, 'build'));
const SECONDS = Number.parseInt(process.env.BENCH_SERVER_SECONDS ?? '8', 10);
const CONNECTIONS = 50;
const RESULTS = path.join(ROOT, 'bench', 'results.md');
const START = '<!-- bench:server:start -->';
const END = '<!-- bench:server:end -->';

interface Measure {
  rps: number;
  p50: number;
  errors: number;
  requests: number;
}

/** Starts a server process on `port` and waits until it answers `/` (bounded: 30 s). */
async function start(args: string[], port: number): Promise<{child: ChildProcess; origin: string}> {
  const child = spawn(process.execPath, args, {cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit']});
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

async function load(url: string, seconds: number): Promise<Measure> {
  const result = await autocannon({url, connections: CONNECTIONS, duration: seconds, pipelining: 1});
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

function mainScript(): string {
  const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  const src = /<script [^>]*src=(\/assets\/js\/main\.[0-9a-f]+\.js)/.exec(html)?.[1];
  if (!src) throw new Error('no main bundle in index.html');
  return src;
}

const sum = (list: Measure[]): Measure => ({
  rps: list.reduce((total, m) => total + m.rps, 0) / list.length,
  p50: list.reduce((total, m) => total + m.p50, 0) / list.length,
  errors: list.reduce((total, m) => total + m.errors, 0),
  requests: list.reduce((total, m) => total + m.requests, 0),
});

async function main(): Promise<void> {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    const built = spawnSync('npx', ['docusaurus', 'build', '--out-dir', BUILD], {cwd: ROOT, stdio: 'inherit'});
    if (built.status !== 0) throw new Error('build failed');
  }
  const ourPort = await freePort();
  const stockPort = await freePort();
  const ours = await start(['--import', 'tsx', 'scripts/bench/serverNodeApp.ts', BUILD, String(ourPort)], ourPort);
  const stock = await start(
    [
      path.join(ROOT, 'node_modules/http-server/bin/http-server'),
      BUILD,
      '-a',
      '127.0.0.1',
      '-p',
      String(stockPort),
      '-s',
    ],
    stockPort,
  );
  const stockOrigin = stock.origin;
  const targets = [
    ['home `/`', '/'],
    ['long page `/terms-conditions/`', '/terms-conditions/'],
    ['main JS', mainScript()],
  ] as const;
  const rows: string[] = [];
  try {
    for (const [label, urlPath] of targets) {
      await load(`${ours.origin}${urlPath}`, 2);
      await load(`${stockOrigin}${urlPath}`, 2);
      const node: Measure[] = [];
      const reference: Measure[] = [];
      for (let round = 0; round < 2; round += 1) {
        node.push(await load(`${ours.origin}${urlPath}`, SECONDS));
        reference.push(await load(`${stockOrigin}${urlPath}`, SECONDS));
      }
      const a = sum(node);
      const b = sum(reference);
      console.log(`${label}: node ${a.rps.toFixed(0)} rps, http-server ${b.rps.toFixed(0)} rps`);
      rows.push(
        `| ${label} | ${a.rps.toFixed(0)} | ${b.rps.toFixed(0)} | **${(a.rps / b.rps).toFixed(2)}×** | ${a.p50.toFixed(1)} ms | ${b.p50.toFixed(1)} ms | ${(a.p50 / Math.max(b.p50, 0.01)).toFixed(2)}× | ${a.errors} / ${a.requests} | ${b.errors} / ${b.requests} |`,
      );
    }
  } finally {
    ours.child.kill('SIGTERM');
    stock.child.kill('SIGTERM');
  }
  const section = [
    START,
    '## Node edge server vs a stock static server',
    '',
    `Date: ${new Date().toISOString()} · \`npm run bench:server\` · autocannon, ${CONNECTIONS} connections, loopback, 2 × ${SECONDS} s per server and target (alternating, after a 2 s warm-up) · reference: \`http-server\` 14 on the same build, in the same run. No \`Accept-Encoding\` (identity bodies on both).`,
    '',
    '| target | node req/s | http-server req/s | ratio | node p50 | http-server p50 | p50 ratio | node errors / requests | http-server errors / requests |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    END,
  ].join('\n');
  const current = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const pattern = new RegExp(`${START}[\\s\\S]*?${END}`);
  const next = pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(RESULTS, next);
  console.log(`Wrote ${path.relative(ROOT, RESULTS)}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
