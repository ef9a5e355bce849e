/**
 * The commit and pull-request titles of the editor's saves, in the region's language (`locale/saveTexts.ts`;
 * in English `Page: About us (/about-us/)`, `Image upload: table.webp`), in Hungarian `Oldal: Rólunk (/about-us/)`,
 * `Promóció: Heti freeroll (új)`, `Verseny: Flip & Go (törölve)`, `Kép feltöltése: asztal.webp`. Decap builds a
 * title from its own template with only the entry's file name in it (`commit_messages` in `decapConfig.ts` says
 * the same in the region's language); the admin script puts this one in its place before the backend commits
 * (`hungarianBackend.ts`), and on GitHub the pull request takes the commit's title. Pure.
 */

import {saveTexts} from '../locale/saveTexts';

export type CommitAction = 'create' | 'update' | 'delete';

/** What the configuration says about the files a save can touch. */
export interface CommitSubjects {
  /** each page by its file: the collection's singular label, the page's route */
  pages: Readonly<Record<string, {singular: string; route: string; title: string}>>;
  /** each folder collection by its folder: its singular label */
  folders: Readonly<Record<string, string>>;
}

/** The singular labels and the pages' routes, read from Decap's configuration as `decapConfig.ts` builds it. */
export function commitSubjects(config: Record<string, unknown>): CommitSubjects {
  const collections = Array.isArray(config.collections) ? (config.collections as Record<string, unknown>[]) : [];
  const pages: Record<string, {singular: string; route: string; title: string}> = {};
  const folders: Record<string, string> = {};
  for (const collection of collections) {
    const label = collection.label_singular ?? collection.label;
    const singular = typeof label === 'string' ? label : '';
    if (typeof collection.folder === 'string') folders[collection.folder] = singular;
    for (const file of (collection.files ?? []) as {file: string; label: string}[]) {
      // A page's label is „Cím (/útvonal/)”.
      const match = /^(.*) \((\/[^)]*)\)$/.exec(file.label);
      pages[file.file] = {singular, title: match?.[1] ?? file.label, route: match?.[2] ?? ''};
    }
  }
  return {pages, folders};
}

/** The `title:` of a page's front matter or an entry's YAML, unquoted; undefined when it has none. */
export function titleInFile(raw: string): string | undefined {
  const value = /^title:[ \t]*(.+?)[ \t]*$/m.exec(raw)?.[1];
  if (value === undefined) return undefined;
  if (/^'.*'$/.test(value)) return value.slice(1, -1).replace(/''/g, "'");
  if (/^".*"$/.test(value)) {
    try {
      return JSON.parse(value) as string;
    } catch {
      return value.slice(1, -1);
    }
  }
  return value;
}

const TEXT = saveTexts.commits;

const ACTION_SUFFIX: Record<CommitAction, string> = {create: TEXT.created, update: '', delete: TEXT.deleted};

/**
 * The title of a save of the file at `path` (its new text in `raw`, when there is one), or undefined for a file
 * the configuration does not know (then Decap's own template, in the region's language, stays).
 */
export function commitTitle(
  action: CommitAction,
  path: string,
  raw: string | undefined,
  subjects: CommitSubjects,
): string | undefined {
  if (Object.hasOwn(subjects.pages, path)) {
    const page = subjects.pages[path];
    const title = (raw === undefined ? undefined : titleInFile(raw)) ?? page.title;
    return `${page.singular}: ${title} (${page.route})${ACTION_SUFFIX[action]}`;
  }
  const folder = path.slice(0, path.lastIndexOf('/'));
  if (!Object.hasOwn(subjects.folders, folder)) return undefined;
  const singular = subjects.folders[folder];
  const fileName = path.slice(folder.length + 1).replace(/\.[^.]+$/, '');
  const title = (raw === undefined ? undefined : titleInFile(raw)) ?? fileName;
  return `${singular}: ${title}${ACTION_SUFFIX[action]}`;
}

/** The title of an uploaded or deleted image. */
export function mediaCommitTitle(action: 'upload' | 'delete', path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return action === 'upload' ? TEXT.imageUploaded(name) : TEXT.imageDeleted(name);
}
