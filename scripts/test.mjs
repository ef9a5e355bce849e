// `npm test`: typecheck, production + preview builds, Jest (units, components, content incl. built HTML),
// Playwright against the edge server. Each runner prints its own summary; a recap and totals close the run.
import {spawn} from 'node:child_process';
import {rmSync} from 'node:fs';

const previewEnv = {BASE_URL: '/preview/x/', PREVIEW: '1'};

const steps = [
  {name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit']},
  {name: 'build', cmd: 'npx', args: ['docusaurus', 'build'], env: {BASE_URL: '', PREVIEW: ''}},
  {name: 'build (preview)', cmd: 'npx', args: ['docusaurus', 'build', '--out-dir', 'build-preview'], env: previewEnv},
  {name: 'jest', cmd: 'npx', args: ['jest', '--ci'], counts: parseJest},
  {name: 'playwright', cmd: 'npx', args: ['playwright', 'test'], counts: parsePlaywright},
];

function parseJest(output) {
  const line = output.match(/^Tests:\s+(.*)$/m)?.[1] ?? '';
  return {passed: num(line, /(\d+) passed/), failed: num(line, /(\d+) failed/)};
}

function parsePlaywright(output) {
  const flaky = num(output, /^\s+(\d+) flaky/m);
  if (flaky > 0) console.log(`\nNOTE: ${flaky} Playwright test(s) passed only on retry (flaky).`);
  return {passed: num(output, /^\s+(\d+) passed/m), failed: num(output, /^\s+(\d+) failed/m)};
}

function num(text, pattern) {
  return Number.parseInt(text.match(pattern)?.[1] ?? '0', 10);
}

function run({cmd, args, env}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const relay = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('close', (code) => resolve({code: code ?? 1, output}));
  });
}

rmSync('build-preview', {recursive: true, force: true});
const recap = [];
let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const {code, output} = await run(step);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = step.counts?.(output);
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
  }
  const detail = counts ? `${counts.passed} passed, ${counts.failed} failed` : code === 0 ? 'ok' : 'failed';
  recap.push(`${code === 0 ? 'PASS' : 'FAIL'}  ${step.name.padEnd(16)} ${detail} (${seconds} s)`);
  if (code !== 0) {
    if (!counts || counts.failed === 0) failed += 1;
    break;
  }
}

console.log('\n=== summary ===');
for (const line of recap) console.log(line);
console.log(`Total: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && recap.length === steps.length ? 0 : 1);
