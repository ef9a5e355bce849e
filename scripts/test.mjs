// `npm test`: every check CI runs (schedule: docs/testing.md, "Schedule"). A step without `after` waits for
// every step listed before it, so adding a step at the end is always safe.
import {spawn} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';

// A branch preview as CI builds one (tests/e2e/preview.spec.ts checks each value).
const previewEnv = {
  BASE_URL: '/preview/x/',
  PREVIEW: '1',
  SITE_URL: 'https://preview.example.com',
  PREVIEW_BRANCH: 'writers/e2e-preview',
  PREVIEW_COMMIT: 'abcdef0123456789',
  REPOSITORY_URL: 'https://github.com/example/ggphu',
};

const npmRun = (script, ...args) => ({
  cmd: 'npm',
  args: ['run', '--silent', script, ...(args.length ? ['--', ...args] : [])],
});

// Every region besides the default one is built into its own folder, checked, validated and served to its own suite.
const defaultRegion = /DEFAULT_REGION_ID = '(\w+)'/.exec(readFileSync('regions/index.ts', 'utf8'))?.[1];
const otherRegions = readdirSync('regions').filter(
  (id) => existsSync(`regions/${id}/region.ts`) && id !== defaultRegion,
);
// Builds share .docusaurus/, so each waits for the one before it.
const regionBuilds = otherRegions.map((id, index) => ({
  name: `build (${id})`,
  ...npmRun('build:region'),
  env: {REGION: id, BASE_URL: '', PREVIEW: ''},
  after: [index === 0 ? 'build (preview)' : `build (${otherRegions[index - 1]})`],
}));
const regionSteps = otherRegions.flatMap((id) => [
  {
    name: `playwright (${id})`,
    ...npmRun('test:region'),
    env: {REGION: id},
    counts: parsePlaywright,
    after: [`build (${id})`],
  },
  {name: `check (${id})`, ...npmRun('check'), env: {REGION: id}, after: []},
  {name: `html-validate (${id})`, ...npmRun('validate:html', `build-${id.toLowerCase()}`), after: [`build (${id})`]},
]);

// Longest first where the dependencies allow; only the builds are real dependencies, so a failing test step
// never hides the results of the others.
const steps = [
  {name: 'build', ...npmRun('build'), env: {BASE_URL: '', PREVIEW: ''}, after: []},
  {name: 'typecheck', ...npmRun('typecheck'), after: []},
  {name: 'build (preview)', ...npmRun('build:preview'), env: previewEnv, after: ['build']},
  ...regionBuilds,
  // The built-site tests read every region's build (tests/content/built/statutoryNotice.ts).
  {
    name: 'jest',
    ...npmRun('test:unit', '--ci', '--maxWorkers=2'),
    counts: parseJest,
    after: ['build', ...otherRegions.map((id) => `build (${id})`)],
    cores: 2,
  },
  {
    name: 'playwright',
    ...npmRun('test:e2e'),
    counts: parsePlaywright,
    after: ['build', 'build (preview)'],
    cores: 2,
  },
  {name: 'eslint', ...npmRun('lint:eslint'), after: []},
  // The one-core steps, longest first, so that the last minutes keep both cores busy.
  {name: 'visual', ...npmRun('test:visual'), counts: parsePlaywright, after: ['build']},
  // After the build: its copy of the repository takes the responsive images the build encoded.
  {name: 'new region (fixture)', ...npmRun('test:new-region', '--ci'), counts: parseJest, after: ['build']},
  {name: 'prettier', ...npmRun('lint:format'), after: []},
  {name: 'server (node + workerd)', ...npmRun('test:server', '--ci'), counts: parseJest, after: ['build']},
  {
    name: 'vnu',
    ...npmRun('validate:vnu', 'build', ...otherRegions.map((id) => `build-${id.toLowerCase()}`)),
    after: ['build', ...otherRegions.map((id) => `build (${id})`)],
  },
  ...regionSteps,
  {name: 'html-validate', ...npmRun('validate:html', 'build', 'build-preview'), after: ['build', 'build (preview)']},
  {name: 'layers', ...npmRun('lint:layers'), after: []},
  {name: 'check', ...npmRun('check'), after: []},
  {name: 'knip', ...npmRun('lint:knip'), after: []},
];

// A step's `cores` (default 1) is how many it keeps busy by itself; a step wider than the machine runs alone.
const CONCURRENCY = Number.parseInt(process.env.TEST_CONCURRENCY ?? '2', 10) || 2;

function parseJest(output) {
  const line = output.match(/^Tests:\s+(.*)$/m)?.[1] ?? '';
  return {passed: num(line, /(\d+) passed/), failed: num(line, /(\d+) failed/)};
}

function parsePlaywright(output) {
  return {passed: num(output, /^\s+(\d+) passed/m), failed: num(output, /^\s+(\d+) failed/m)};
}

// Jest's `● suite › test` and Playwright's `1) [chromium] › …` headings; the summary repeats them because a CI
// log may show only its end.
function failedTests(output) {
  const names = new Set();
  for (const match of output.matchAll(/^\s*● (.+ › .+)$/gm)) names.add(match[1].trim());
  for (const match of output.matchAll(/^\s+\d+\) (\[[^\]]+\] › .+?)[\s─]*$/gm)) names.add(match[1].trim());
  return [...names];
}

function num(text, pattern) {
  return Number.parseInt(text.match(pattern)?.[1] ?? '0', 10);
}

// Node keeps the code it compiled for each module here, and the next process that loads the module takes it
// instead of compiling again: the steps start about forty Node processes (the suites' workers, the builds, the
// command-line tools the tests spawn) that load the same packages. Measured alone, a small Jest run took 3.5–3.8
// s without it and 2.9–3.0 s with it; ESLint on one file 9–10 CPU-s against 7–8. Empty in a clean clone.
const COMPILE_CACHE = path.resolve('node_modules/.cache/node-compile-cache');

function run({cmd, args, env}) {
  return new Promise((resolve) => {
    // Every step builds and tests the default region unless it names another (a REGION in the shell is ignored).
    const child = spawn(cmd, args, {
      env: {NODE_COMPILE_CACHE: COMPILE_CACHE, ...process.env, REGION: '', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({code: 1, output: `${output}\n${error.message}`}));
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

async function main() {
  rmSync('build-preview', {recursive: true, force: true});
  for (const id of otherRegions) rmSync(`build-${id.toLowerCase()}`, {recursive: true, force: true});
  const results = new Map(); // name → {ok, line, counts}
  const running = new Map(); // name → {cores, done}
  const pending = steps.map((step, index) => ({
    ...step,
    needs: step.after ?? steps.slice(0, index).map((s) => s.name),
  }));
  const started = Date.now();

  while (pending.length > 0 || running.size > 0) {
    for (const step of [...pending]) {
      if (step.needs.some((name) => results.has(name) && !results.get(name).ok)) {
        pending.splice(pending.indexOf(step), 1);
        results.set(step.name, {ok: false, line: `SKIP  ${step.name.padEnd(18)} (a step it needs failed)`});
      }
    }
    // Ready steps start in the order listed while their cores fit; the first that does not fit waits for
    // cores to free, and the steps after it wait behind it, so a two-core step is never passed over for good.
    const ready = pending.filter((step) => step.needs.every((name) => results.get(name)?.ok));
    for (const step of ready) {
      const busy = [...running.values()].reduce((sum, {cores}) => sum + cores, 0);
      if (running.size > 0 && busy + (step.cores ?? 1) > CONCURRENCY) break;
      pending.splice(pending.indexOf(step), 1);
      console.log(`… ${step.name} started (${elapsed(started)})`);
      running.set(step.name, {cores: step.cores ?? 1, done: runStep(step)});
    }
    if (running.size === 0) break; // nothing runnable: every remaining step waits on a failure
    const {name, result} = await Promise.race([...running.values()].map(({done}) => done));
    running.delete(name);
    results.set(name, result);
  }

  let passed = 0;
  let failed = 0;
  console.log('\n=== summary ===');
  for (const step of steps) {
    const result = results.get(step.name);
    if (!result) continue;
    console.log(result.line);
    for (const name of result.failures ?? []) console.log(`        ✘ ${name}`);
    if (result.counts) {
      passed += result.counts.passed;
      failed += result.counts.failed;
    }
    if (!result.ok && (!result.counts || result.counts.failed === 0)) failed += 1;
  }
  console.log(`(wall time ${elapsed(started)})`);
  console.log(`Total: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 && [...results.values()].every((r) => r.ok) ? 0 : 1);
}

async function runStep(step) {
  const began = Date.now();
  const {code, output} = await run(step);
  const counts = step.counts?.(output);
  const detail = counts ? `${counts.passed} passed, ${counts.failed} failed` : code === 0 ? 'ok' : 'failed';
  console.log(`\n=== ${step.name} (${code === 0 ? 'ok' : `exit ${code}`}) ===`);
  process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  const line = `${code === 0 ? 'PASS' : 'FAIL'}  ${step.name.padEnd(18)} ${detail} (${elapsed(began)})`;
  const failures = code === 0 ? [] : failedTests(output);
  return {name: step.name, result: {ok: code === 0, line, counts, failures}};
}

function elapsed(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

await main();
