import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type {LoadContext, Plugin} from '@docusaurus/types';

export interface IndexMeta {
  title: string;
  description: string;
}

export const INDEX_PAGE = 'i18n/hu/docusaurus-plugin-content-pages/index.mdx';

/** The error page reuses the home page's meta texts (spec §2), read from its front matter. */
export async function readIndexMeta(siteDir: string): Promise<IndexMeta> {
  const source = await fs.readFile(path.join(siteDir, INDEX_PAGE), 'utf8');
  const {title, description} = matter(source).data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof description !== 'string') {
    throw new Error(`${INDEX_PAGE}: front matter "title" and "description" are required`);
  }
  return {title, description};
}

export default function indexMetaPlugin(context: LoadContext): Plugin {
  return {
    name: 'index-meta',
    getPathsToWatch() {
      return [path.join(context.siteDir, INDEX_PAGE)];
    },
    async contentLoaded({actions}) {
      actions.setGlobalData(await readIndexMeta(context.siteDir));
    },
  };
}
