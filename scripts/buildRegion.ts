/**
 * `REGION=GGPCA npm run build:region`: builds one region's site into its own folder (`build-ggpca/`), so it
 * sits beside the Hungarian `build/` and the tests can serve both. `REGION=GGPCA npm run build` builds the
 * same site into `build/`. An unknown region stops before the build, naming the known ones.
 */
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
