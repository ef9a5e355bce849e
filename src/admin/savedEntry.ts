/**
 * After a save, Decap compares the form with the entry as it was *loaded*, not as it was just saved: a field
 * typed back to its loaded value counts as "no change" (the button says „Közzétéve” / „Módosítások mentve”) and
 * the value is never written. Decap offers no hook for it, so after each save the saved entry is put in Decap's
 * store as the entry on record (`ENTRY_SUCCESS`, the action Decap's own `loadEntry` ends with): the form is
 * then compared with what the file holds now.
 *
 * The store is reached through React's fiber of Decap's root (`#nc-root`), its `<Provider store>`; if it cannot
 * be found (another Decap version), the editor works as before.
 */
import type {DecapCms} from './decapApi';

interface Store {
  dispatch: (action: {type: string; payload: unknown}) => unknown;
}

interface Fiber {
  memoizedProps?: {store?: Partial<Store>} | null;
  child?: Fiber | null;
  sibling?: Fiber | null;
}

/** The saved entry (an Immutable.js map) as Decap's `postSave` event hands it. */
interface SavedEntry {
  get: (key: string) => unknown;
  toJS: () => Record<string, unknown>;
}

/** Decap's redux store, from the first `<Provider store>` below its root element; depth-limited. */
export function decapStore(root: Element | null): Store | undefined {
  if (!root) return undefined;
  const key = Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
  const queue: {fiber: Fiber; depth: number}[] = [];
  const first = key ? (root as unknown as Record<string, Fiber | undefined>)[key] : undefined;
  if (first) queue.push({fiber: first, depth: 0});
  while (queue.length > 0) {
    const {fiber, depth} = queue.shift() as {fiber: Fiber; depth: number};
    const store = fiber.memoizedProps?.store;
    if (typeof store?.dispatch === 'function') return store as Store;
    if (depth >= 12) continue;
    if (fiber.child) queue.push({fiber: fiber.child, depth: depth + 1});
    if (fiber.sibling) queue.push({fiber: fiber.sibling, depth});
  }
  return undefined;
}

/** The action that makes `entry` the one on record for its collection (what a fresh load would store). */
export function savedEntryAction(entry: SavedEntry): {type: string; payload: unknown} {
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
