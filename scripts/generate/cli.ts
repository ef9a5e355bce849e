/**
 * `npm run generate`: rewrites the files generated from the component folders (the MDX component registries and
 * the writers' component list, `scripts/generate/mdxRegistry.ts`). A file that is already up to date is left alone.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import {SITE_ROOT as ROOT} from '../../site/paths';
import {generatedFiles} from './mdxRegistry';

function current(file: string): string | undefined {
  try {
    return readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    return undefined; // A missing file is written.
  }
}

async function main(): Promise<void> {
  for (const {file, text} of await generatedFiles(ROOT)) {
    if (current(file) === text) {
      console.log(`${file} is up to date`);
      continue;
    }
    writeFileSync(path.join(ROOT, file), text);
    console.log(`Wrote ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
