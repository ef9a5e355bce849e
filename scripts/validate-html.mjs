// Validates every built page with html-validate (config: .htmlvalidate.mjs) and fails on any error.
// Usage: node scripts/validate-html.mjs [build-dir …]   (default: build/; `npm test` also checks build-preview/)
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

import {FileSystemConfigLoader, formatterFactory, HtmlValidate} from 'html-validate';

const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build'];

function htmlFiles(dir) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: build the site first (npm run build)`);
  }
  return readdirSync(dir, {recursive: true})
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => path.join(dir, file));
}

const validator = new HtmlValidate(new FileSystemConfigLoader());
const results = [];
let pages = 0;
for (const dir of dirs) {
  for (const file of htmlFiles(dir)) {
    pages += 1;
    const report = await validator.validateFile(file);
    results.push(...report.results);
  }
}

const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
if (errors > 0) process.stdout.write(formatterFactory('text')(results));
console.log(`html-validate: ${pages} pages in ${dirs.join(', ')}, ${errors} errors`);
process.exit(errors > 0 ? 1 : 0);
