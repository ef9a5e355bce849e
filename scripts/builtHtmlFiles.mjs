// Every built page of a build folder, sorted: the one list the HTML validators (validate-html.mjs, validate-vnu.mjs)
// check. A folder without index.html has not been built.
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

export function builtHtmlFiles(dir) {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: build the site first (npm run build)`);
  }
  return readdirSync(dir, {recursive: true})
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => path.join(dir, file));
}
