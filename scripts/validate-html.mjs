// Validates every built page with html-validate (config: .htmlvalidate.mjs) and fails on any error.
// Usage: node scripts/validate-html.mjs [build-dir …]   (default: build/; `npm test` also checks build-preview/)
import {FileSystemConfigLoader, formatterFactory, HtmlValidate} from 'html-validate';

import {builtHtmlFiles} from './builtHtmlFiles.mjs';

const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['build'];

const validator = new HtmlValidate(new FileSystemConfigLoader());
const results = [];
let pages = 0;
for (const dir of dirs) {
  for (const file of builtHtmlFiles(dir)) {
    pages += 1;
    const report = await validator.validateFile(file);
    results.push(...report.results);
  }
}

const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
if (errors > 0) process.stdout.write(formatterFactory('text')(results));
console.log(`html-validate: ${pages} pages in ${dirs.join(', ')}, ${errors} errors`);
process.exit(errors > 0 ? 1 : 0);
