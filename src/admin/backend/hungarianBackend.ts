/**
 * Decap's GitHub and local (`proxy`) backends, with commit titles and errors in the region's language on every
 * step that writes or signs in; reads stay untouched, since Decap reads their errors' codes. Decap's own commit
 * title names only the entry's file, so one with its title and route is put in its place („Oldal: Rólunk
 * (/about-us/)”), and on GitHub the pull request takes the commit's title.
 */
import {region} from '../../data/region';
import type {DecapCms} from '../decapApi';
import {splitFrontMatter} from '../format/frontMatterFile';
import {parseYaml} from '../format/yamlDocument';
import {saveTexts} from '../locale/editorTexts';

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

/** The `title` of a page's front matter or an entry's YAML; undefined when it has none. */
export function titleInFile(raw: string): string | undefined {
  const title = parseYaml(splitFrontMatter(raw)?.yaml ?? raw)?.title;
  return typeof title === 'string' ? title : undefined;
}

const ACTION_SUFFIX: Record<CommitAction, string> = {
  create: saveTexts.commits.created,
  update: '',
  delete: saveTexts.commits.deleted,
};

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
  const page = Object.hasOwn(subjects.pages, path) ? subjects.pages[path] : undefined;
  const folder = path.slice(0, path.lastIndexOf('/'));
  if (!page && !Object.hasOwn(subjects.folders, folder)) return undefined;
  // An entry without a title is named by its file.
  const fallback = page?.title ?? path.slice(folder.length + 1).replace(/\.[^.]+$/, '');
  const title = (raw === undefined ? undefined : titleInFile(raw)) ?? fallback;
  const where = page ? ` (${page.route})` : '';
  return `${page?.singular ?? subjects.folders[folder]}: ${title}${where}${ACTION_SUFFIX[action]}`;
}

export function mediaCommitTitle(action: 'upload' | 'delete', path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return action === 'upload' ? saveTexts.commits.imageUploaded(name) : saveTexts.commits.imageDeleted(name);
}

const TEXT = saveTexts.backend;

/** The editor's own words about saves: every explanation below holds one of them, and so do the format's refusals. */
const OWN_WORDS = [...Object.values(TEXT), ...Object.values(saveTexts.format)].filter(
  (text): text is string => typeof text === 'string',
);

/**
 * Whether the error is already in the editor's words: in Hungarian any accented letter tells it (the backends
 * speak English); in English, one of the editor's own sentences.
 */
function alreadyExplained(text: string): boolean {
  if (region.texts.language === 'hu') return /[áéíóöőúüű]/i.test(text);
  return OWN_WORDS.some((words) => text.includes(words));
}

/** The explanation of a backend error in the region's language, or undefined when it is already the editor's own. */
export function hungarianBackendMessage(error: unknown): string | undefined {
  const {name, message, status} = (error ?? {}) as {name?: unknown; message?: unknown; status?: unknown};
  const text = typeof message === 'string' ? message : String(error);
  if (alreadyExplained(text)) return undefined;
  if (/Repo ".*" not found/.test(text)) return TEXT.noRepository;
  if (text.includes('does not have access to this repo')) return TEXT.noWriteAccess;
  if (name === 'TypeError' || /Failed to fetch|NetworkError|Load failed|network/i.test(text)) {
    return `${TEXT.offline} ${TEXT.retry}`;
  }
  const code = typeof status === 'number' ? status : undefined;
  if (code === 401) return TEXT.signedOut;
  if (code === 403) return `${TEXT.forbidden} ${TEXT.retry}`;
  if (code === 404) return TEXT.notFound;
  if (code === 409 || code === 422) return TEXT.conflict;
  if (code !== undefined && code >= 500) return `${TEXT.serverError(code)} ${TEXT.retry}`;
  if (code !== undefined) return `${TEXT.otherError(code)} ${TEXT.retry}`;
  return TEXT.unexpected(TEXT.retry);
}

/**
 * The error, its message and text put in Hungarian in place: Decap shows `message` in some toasts and the error's
 * text (`String(error)`, „Name: message”) in others, and reads `name` and `status` to decide what to do, which stay.
 */
export function inHungarian(error: unknown): unknown {
  const message = hungarianBackendMessage(error);
  if (message === undefined || error === null || typeof error !== 'object') return error;
  try {
    Object.defineProperty(error, 'message', {value: message, configurable: true, writable: true});
    Object.defineProperty(error, 'toString', {value: () => message, configurable: true, writable: true});
  } catch {
    return new Error(message);
  }
  return error;
}

type Method = (...args: unknown[]) => unknown;
type Backend = Record<string, unknown>;

interface EntryToSave {
  dataFiles?: {path: string; raw: string}[];
}

/** Methods that write or sign in: their errors reach the writer as toasts. */
const WRITE_METHODS = [
  'authenticate',
  'restoreUser',
  'persistEntry',
  'persistMedia',
  'deleteFiles',
  'deleteFile',
  'updateUnpublishedEntryStatus',
  'publishUnpublishedEntry',
  'deleteUnpublishedEntry',
] as const;

/** The commit title a method's arguments should carry, for the methods that commit. */
function withTitle(name: string, args: unknown[], subjects: CommitSubjects): unknown[] {
  if (name === 'persistEntry') {
    const [entry, options] = args as [EntryToSave, {newEntry?: boolean; commitMessage?: string}];
    const file = entry.dataFiles?.[0];
    const action: CommitAction = options.newEntry ? 'create' : 'update';
    const title = file ? commitTitle(action, file.path, file.raw, subjects) : undefined;
    return title ? [entry, {...options, commitMessage: title}, ...args.slice(2)] : args;
  }
  if (name === 'deleteFiles') {
    const [paths] = args as [string[]];
    const title = paths.length === 0 ? undefined : commitTitle('delete', paths[0], undefined, subjects);
    return title ? [paths, title, ...args.slice(2)] : args;
  }
  if (name === 'persistMedia') {
    const [file, options] = args as [{path: string}, Record<string, unknown>];
    return [file, {...options, commitMessage: mediaCommitTitle('upload', file.path)}, ...args.slice(2)];
  }
  if (name === 'deleteFile') {
    const [path] = args as [string];
    return [path, mediaCommitTitle('delete', path), ...args.slice(2)];
  }
  return args;
}

/** The backend with its writing methods wrapped: their titles given, their errors put in Hungarian. */
export function hungarianBackend(backend: Backend, subjects: CommitSubjects): Backend {
  for (const name of WRITE_METHODS) {
    const method = backend[name];
    if (typeof method !== 'function') continue;
    backend[name] = async (...args: unknown[]) => {
      try {
        return await (method as Method).apply(backend, withTitle(name, args, subjects));
      } catch (error: unknown) {
        throw inHungarian(error);
      }
    };
  }
  return backend;
}

/** Wraps Decap's GitHub and local backends; call before `CMS.init`. */
export function speakHungarianToBackends(cms: DecapCms, subjects: CommitSubjects): void {
  for (const name of ['github', 'proxy']) {
    const registered = cms.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args: unknown[]) => hungarianBackend(init(...args) as Backend, subjects);
  }
}
