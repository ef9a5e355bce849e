/** `REGION=GGPCA npm run build:region`: one region's site in its own folder (`build-ggpca/`), beside `build/`. */
import {spawnSync} from 'node:child_process';

import {REGIONS} from '../regions';

async function main(): Promise<number> {
  const id = process.env.REGION ?? '';
  if (!Object.hasOwn(REGIONS, id)) {
    console.error(
      `Name a region of this site: REGION=<id> npm run build:region, id one of ${Object.keys(REGIONS).join(', ')}` +
        (id ? ` (not ${id})` : ''),
    );
    return 2;
  }
  // Imported once REGION is known to be valid: the paths module reads the built region when it loads.
  const {regionBuildDir} = await import('../site/paths');
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', regionBuildDir(id)], {stdio: 'inherit'});
  return result.status ?? 1;
}

void main().then((code) => process.exit(code));
