import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import matter from 'gray-matter';

import {PAGES_DIR} from '../../site/paths';
import {type Ambassador, parseAmbassadorFrontMatter} from '../../src/data/ambassador';
import {region} from '../../src/data/region';

export interface AmbassadorsGlobalData {
  ambassadors: Ambassador[];
}

const TEAM_DIR = `${PAGES_DIR}/ggteam`;

/**
 * Reads every `ggteam/<slug>.mdx` (not the index) and returns the ambassadors in name order.
 * The MDX front matter is the only place an ambassador is typed; `profile` (illustration or contracted) is
 * required, so a page that does not say whether its person is real fails the build.
 */
export async function readAmbassadors(siteDir: string, teamDir: string = TEAM_DIR): Promise<Ambassador[]> {
  const dir = path.join(siteDir, teamDir);
  const entries = existsSync(dir) ? await fs.readdir(dir) : [];
  const files = entries.filter((file) => file.endsWith('.mdx') && file !== 'index.mdx');
  const results = await Promise.allSettled(
    files.map(async (file) => {
      const source = await fs.readFile(path.join(dir, file), 'utf8');
      return parseAmbassadorFrontMatter(matter(source).data, path.basename(file, '.mdx'));
    }),
  );
  // Every broken page at once, so a writer fixing the profile field of six pages needs one build, not six.
  const problems = results.flatMap((result) =>
    result.status === 'rejected'
      ? [result.reason instanceof Error ? result.reason.message : String(result.reason)]
      : [],
  );
  if (problems.length > 0) throw new Error(`Hibás nagykövetoldal:\n${problems.join('\n')}`);
  const ambassadors = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  return ambassadors.sort((a, b) => a.name.localeCompare(b.name, region.locale));
}

export default function ambassadorsPlugin(context: LoadContext): Plugin {
  return {
    name: 'ambassadors',
    getPathsToWatch() {
      return [path.join(context.siteDir, TEAM_DIR, '*.mdx')];
    },
    async contentLoaded({actions}) {
      const data: AmbassadorsGlobalData = {ambassadors: await readAmbassadors(context.siteDir)};
      actions.setGlobalData(data);
    },
  };
}
