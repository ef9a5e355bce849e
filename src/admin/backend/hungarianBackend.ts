/**
 * Decap's GitHub backend and its local one (`proxy`, `npm run edit`), with Hungarian commit and pull-request
 * titles (`commitTitles.ts`) and Hungarian errors (`backendErrors.ts`) on every step that writes or signs in.
 * Decap keeps its backends in a registry of constructors; this replaces the two constructors with ones that
 * wrap the instance's methods before Decap uses it. Reads stay untouched: Decap reads their errors' codes.
 */
import type {DecapCms} from '../decapApi';
import {inHungarian} from './backendErrors';
import {type CommitAction, type CommitSubjects, commitTitle, mediaCommitTitle} from './commitTitles';

type Method = (...args: unknown[]) => unknown;
type Backend = Record<string, unknown>;

interface EntryToSave {
  dataFiles?: {path: string; raw: string}[];
}

/** Calls `method`, with a rejected or thrown error put in Hungarian. */
async function speakingHungarian(method: Method, self: Backend, args: unknown[]): Promise<unknown> {
  try {
    return await method.apply(self, args);
  } catch (error: unknown) {
    throw inHungarian(error);
  }
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

/** The backend instance with its writing methods wrapped. */
export function hungarianBackend(backend: Backend, subjects: CommitSubjects): Backend {
  for (const name of WRITE_METHODS) {
    const method = backend[name];
    if (typeof method !== 'function') continue;
    backend[name] = (...args: unknown[]) =>
      speakingHungarian(method as Method, backend, withTitle(name, args, subjects));
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
