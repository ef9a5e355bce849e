// Validates every built page with the Nu HTML Checker (vnu, the checker behind validator.w3.org; the `vnu-jar`
// package, run on the system's Java) and fails on any error. html-validate (validate-html.mjs) checks the
// site's own rules; vnu checks the HTML standard itself (which attributes an element may carry, and with what).
// Usage: node scripts/validate-vnu.mjs [build-dir …]   (default: build/)
import {spawnSync} from 'node:child_process';
import path from 'node:path';

import vnuJar from 'vnu-jar';

import {builtHtmlFiles} from './builtHtmlFiles.mjs';

const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build'];

const files = dirs.flatMap(builtHtmlFiles);
// One Java process for every page; errors only, as JSON on stderr.
const run = spawnSync('java', ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error) {
  throw new Error(`vnu needs Java (Debian: default-jre-headless, scripts/ci/system-packages.sh): ${run.error.message}`);
}
const {messages} = JSON.parse(run.stderr || '{"messages": []}');
const errors = messages.filter((message) => message.type === 'error' || message.subType === 'fatal');
for (const error of errors) {
  const file = decodeURIComponent(String(error.url ?? '').replace(/^file:/, ''));
  console.log(
    `${path.relative(process.cwd(), file)}:${error.lastLine ?? '?'}:${error.firstColumn ?? '?'}  ${error.message}`,
  );
}
console.log(`vnu: ${files.length} pages in ${dirs.join(', ')}, ${errors.length} errors`);
process.exit(errors.length > 0 || run.status !== 0 ? 1 : 0);
