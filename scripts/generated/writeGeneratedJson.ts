/**
 * Writes a generated data file, or with `--check` only tells whether it is stale. The generators keep their
 * output deterministic (no timestamps), so a rerun changes the file only when its inputs change.
 */

import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {basename, dirname} from 'node:path';

export function writeGeneratedJson(outFile: string, data: unknown, generator: string, summary: string): void {
  const json = `${JSON.stringify(data, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(outFile, 'utf8');
    } catch {
      // Missing file counts as stale.
    }
    if (current !== json) {
      console.error(`${outFile} is stale: run npx tsx ${generator}`);
      process.exit(1);
    }
    console.log(`${basename(outFile)} is up to date (${summary})`);
  } else {
    mkdirSync(dirname(outFile), {recursive: true});
    writeFileSync(outFile, json);
    console.log(`Wrote ${outFile} (${summary})`);
  }
}
