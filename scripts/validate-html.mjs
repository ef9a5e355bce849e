// Validates every built page and fails on any error, with html-validate (config: .htmlvalidate.mjs: the site's own
// rules) or, with `--vnu`, the Nu HTML Checker (vnu, the checker behind validator.w3.org; the `vnu-jar` package, run
// on the system's Java), which checks the HTML standard itself (which attributes an element may carry, and with what).
// Usage: node scripts/validate-html.mjs [--vnu] [build-dir …]   (default: build/; `npm test` also checks build-preview/)
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

import {CLI} from 'html-validate';
import vnuJar from 'vnu-jar';

const vnu = process.argv[2] === '--vnu';
const dirs = process.argv.slice(vnu ? 3 : 2);
if (dirs.length === 0) dirs.push('build');
for (const dir of dirs) {
  if (!existsSync(path.join(dir, 'index.html')))
    throw new Error(`${dir}/index.html is missing: build the site first (npm run build)`);
}
// html-validate's own file search, as its command line runs it (every .html file under each folder).
const cli = new CLI();
const files = await cli.expandFiles(dirs, {extensions: ['html']});

let errors = 0;
let failed = false;
if (vnu) {
  // One Java process for every page; errors only, as JSON on stderr.
  const run = spawnSync('java', ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) {
    throw new Error(
      `vnu needs Java (Debian: default-jre-headless, scripts/ci/system-packages.sh): ${run.error.message}`,
    );
  }
  const {messages} = JSON.parse(run.stderr || '{"messages": []}');
  for (const error of messages.filter((message) => message.type === 'error' || message.subType === 'fatal')) {
    errors += 1;
    const file = decodeURIComponent(String(error.url ?? '').replace(/^file:/, ''));
    console.log(
      `${path.relative(process.cwd(), file)}:${error.lastLine ?? '?'}:${error.firstColumn ?? '?'}  ${error.message}`,
    );
  }
  failed = run.status !== 0;
} else {
  const report = await (await cli.getValidator()).validateMultipleFiles(files);
  errors = report.errorCount;
  if (errors > 0) process.stdout.write((await cli.getFormatter('text'))(report));
}
console.log(`${vnu ? 'vnu' : 'html-validate'}: ${files.length} pages in ${dirs.join(', ')}, ${errors} errors`);
process.exit(errors > 0 || failed ? 1 : 0);
