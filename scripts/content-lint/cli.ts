/**
 * `npm run lint:content [files…]`: lints the given files, or the whole site's visible text, and prints one
 * line per finding (`fájl:sor:oszlop  szabály  üzenet  →  javaslat`). Exit code 1 when anything is found.
 */

import path from 'node:path';

import {contentFiles} from './files';
import {formatFinding, lintFiles} from './index';

const root = path.resolve(__dirname, '../..');
process.chdir(root);

const args = process.argv.slice(2);
const files = args.length > 0 ? args.map((file) => path.relative(root, path.resolve(file))) : contentFiles(root);
const started = performance.now();
const findings = lintFiles(files);
for (const finding of findings) console.log(formatFinding(finding));
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(
  findings.length === 0
    ? `Tartalmi ellenőrzés: ${files.length} fájl, nincs hiba (${seconds} s).`
    : `Tartalmi ellenőrzés: ${files.length} fájl, ${findings.length} hiba (${seconds} s).`,
);
process.exitCode = findings.length === 0 ? 0 : 1;
