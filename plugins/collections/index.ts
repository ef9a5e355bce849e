import fs from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';
import {parse} from 'yaml';

import {
  COLLECTION_KINDS,
  collectionDir,
  type CollectionEntries,
  type CollectionKind,
  contentDate,
  type KnownRoutes,
  parseEntry,
  shownEntries,
} from '../../src/lib/collections';
import {BAD_FILE_NAME, entryFiles, siteRoutes} from './files';

/**
 * The entries shown on the build's day, in page order, as the pages get them: a JSON module
 * (`@generated/collections/default/collections.json`, imported by `PromotionList` and `TournamentList`). Not global
 * data, which the main bundle carries to every page: only the two pages that list offers import it.
 * Its file name under `.docusaurus/collections/default/`:
 */
export const COLLECTIONS_DATA_FILE = 'collections.json';

export interface LoadOptions {
  /** The day that decides what has expired, `YYYY-MM-DD`. */
  date: string;
  routes?: KnownRoutes;
  /** Folder holding `promotions/` and `tournaments/`; the site's `i18n/hu/collections` by default (tests use a copy). */
  collectionsDir?: string;
}

async function loadKind<K extends CollectionKind>(
  siteDir: string,
  kind: K,
  options: LoadOptions,
  problems: string[],
): Promise<CollectionEntries[K]> {
  const entries: CollectionEntries[K][number][] = [];
  for (const {file, absolute, slug} of await entryFiles(siteDir, kind, options.collectionsDir)) {
    if (slug === undefined) {
      problems.push(`${file}: ${BAD_FILE_NAME}`);
      continue;
    }
    let data: unknown;
    try {
      data = parse(await fs.readFile(absolute, 'utf8'));
    } catch (error) {
      problems.push(
        `${file}: nem érvényes YAML (${error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)})`,
      );
      continue;
    }
    const result = parseEntry(kind, data, slug, {routes: options.routes});
    if (result.ok) entries.push(result.entry);
    else problems.push(...result.issues.map((issue) => `${file}: ${issue.message}`));
  }
  return shownEntries(entries, options.date) as CollectionEntries[K];
}

/**
 * Reads and validates every entry of both collections. Any wrong entry throws one Hungarian error that lists
 * every problem with its file, so a build never ships a half-checked collection. Expired entries are left out.
 */
export async function loadCollections(siteDir: string, options: LoadOptions): Promise<CollectionEntries> {
  const problems: string[] = [];
  const [promotions, tournaments] = [
    await loadKind(siteDir, 'promotions', options, problems),
    await loadKind(siteDir, 'tournaments', options, problems),
  ];
  if (problems.length > 0) {
    throw new Error(
      `Hibás promóció vagy verseny (${problems.length} hiba; javítsd, majd futtasd: npm run check):\n  ${problems.join('\n  ')}`,
    );
  }
  return {promotions, tournaments};
}

/**
 * The promotions and tournaments collections (`i18n/hu/collections/`): validated, without the expired
 * entries of the build's day (`CONTENT_DATE=YYYY-MM-DD`, else today in Budapest), handed to the pages as a
 * JSON module.
 */
export default function collectionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'collections',
    getPathsToWatch() {
      return COLLECTION_KINDS.map((kind) => path.join(context.siteDir, collectionDir(kind), '*'));
    },
    async contentLoaded({actions}) {
      const data = await loadCollections(context.siteDir, {
        date: contentDate(),
        routes: await siteRoutes(context.siteDir),
      });
      await actions.createData(COLLECTIONS_DATA_FILE, JSON.stringify(data));
    },
  };
}
