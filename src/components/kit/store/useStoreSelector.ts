import {useSyncExternalStore} from 'react';

import type {Store} from '@site/src/lib/store';

/**
 * Reads one part of a store and re-renders only when that part changes (compared with `Object.is`).
 * The selector must return a part of the state as it is (a field, a flag), never a new object.
 */
export function useStoreSelector<T, S>(store: Store<T>, select: (state: T) => S): S {
  const read = (): S => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
