/**
 * Decap's redux store, reached through React's fiber of `#nc-root`'s `<Provider store>`, for two corrections Decap
 * offers no hook for (not found: they do nothing, and Decap works as it does on its own):
 * - after a save Decap compares the form with the entry as *loaded*, so a field typed back to its loaded value
 *   would never be written: the saved entry is put in the store as the one on record (`ENTRY_SUCCESS`);
 * - Decap's fuzzy search over every field matched nearly every page: its results are narrowed to the entries that
 *   hold every word of the search in one field, case and accents aside (`SEARCH_ENTRIES_SUCCESS`).
 */
import type {DecapCms} from './decapApi';
import {SOURCE_KEY} from './format/yamlDocument';

export interface DecapAction {
  type: string;
  payload: unknown;
}

export interface DecapStore {
  dispatch: (action: DecapAction) => unknown;
  getState: () => unknown;
  subscribe: (listener: () => void) => () => void;
}

interface Fiber {
  memoizedProps?: {store?: Partial<DecapStore>} | null;
  child?: Fiber | null;
  sibling?: Fiber | null;
}

/** The store of the first `<Provider store>` below `root`'s React root; depth-limited. */
export function decapStore(root: Element | null): DecapStore | undefined {
  if (!root) return undefined;
  const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  const queue: {fiber: Fiber; depth: number}[] = [];
  const first = key ? (root as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  if (first) queue.push({fiber: first, depth: 0});
  for (let next = queue.shift(); next; next = queue.shift()) {
    const {fiber, depth} = next;
    const store = fiber.memoizedProps?.store;
    if (typeof store?.dispatch === 'function' && typeof store.subscribe === 'function') return store as DecapStore;
    if (depth >= 12) continue;
    if (fiber.child) queue.push({fiber: fiber.child, depth: depth + 1});
    if (fiber.sibling) queue.push({fiber: fiber.sibling, depth});
  }
  return undefined;
}

/** Decap's store once Decap has rendered (`CMS.init` renders on its own schedule); undefined after ~10 s. */
async function whenDecapStore(): Promise<DecapStore | undefined> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const store = decapStore(document.getElementById('nc-root'));
    if (store) return store;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

/** The saved entry (an Immutable.js map) as Decap's `postSave` event hands it. */
interface SavedEntry {
  get: (key: string) => unknown;
  toJS: () => Record<string, unknown>;
}

/** The action that makes `entry` the one on record for its collection (what a fresh load would store). */
export function savedEntryAction(entry: SavedEntry): DecapAction {
  return {type: 'ENTRY_SUCCESS', payload: {collection: entry.get('collection'), entry: entry.toJS()}};
}

export function recordSavedEntries(cms: DecapCms): void {
  cms.registerEventListener({
    name: 'postSave',
    handler: ({entry}: {entry: SavedEntry}) => {
      decapStore(document.getElementById('nc-root'))?.dispatch(savedEntryAction(entry));
    },
  });
}

/** Lower case, accents off: „Bónusz” and „bonusz” are the same word to a search. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('hu-HU');
}

export function matchesSearch(term: string, data: Record<string, unknown>): boolean {
  const words = folded(term).split(/\s+/).filter(Boolean);
  const text = folded(
    Object.entries(data)
      .filter(([key, value]) => key !== SOURCE_KEY && typeof value === 'string')
      .map(([, value]) => value as string)
      .join('\n'),
  );
  return words.length > 0 && words.every((word) => text.includes(word));
}

/** The parts of Decap's state read here: the search (plain) and the loaded entries (an Immutable.js map). */
interface SearchState {
  /** `page` is Decap's paging of a search service; its own search has none (undefined: nothing more to load) */
  search?: {isFetching: boolean; term: string; page?: number; entryIds: {collection: string; slug: string}[]};
  entries?: {getIn: (path: string[]) => {toJS: () => {data?: Record<string, unknown>}} | undefined};
}

/** The search result narrowed to the matching entries, or undefined when it needs no change. */
export function narrowedResult(state: SearchState): DecapAction | undefined {
  const {search, entries} = state;
  if (!search || search.isFetching || !entries) return undefined;
  const found = search.entryIds.map((ref) => entries.getIn(['entities', `${ref.collection}.${ref.slug}`])?.toJS());
  const kept = found.filter((entry) => entry && matchesSearch(search.term, entry.data ?? {}));
  if (kept.length === found.length) return undefined;
  // The page as Decap had it: a page number would make Decap load "more" results, and narrow them again, forever.
  return {type: 'SEARCH_ENTRIES_SUCCESS', payload: {entries: kept, page: search.page}};
}

export async function refineSearch(): Promise<void> {
  const store = await whenDecapStore();
  let narrowing = false;
  store?.subscribe(() => {
    if (narrowing) return;
    const action = narrowedResult(store.getState() as SearchState);
    if (!action) return;
    narrowing = true;
    store.dispatch(action);
    narrowing = false;
  });
}
