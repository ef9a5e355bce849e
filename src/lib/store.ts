/** The site's one tiny store (visitor concerns, toasts, support chat), read by React through `useSyncExternalStore`. */
export interface Store<T> {
  get: () => T;
  /** Replaces the value (or derives it from the current one); listeners run only on a real change. */
  set: (next: T | ((current: T) => T)) => void;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      // A copy: a listener that unsubscribes (or subscribes) while we notify must not skip or add a call.
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The same value under every key, or both null: a new record equal to the old one need not replace it. */
export function sameRecord<T extends object>(a: T | null, b: T | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(a) as (keyof T)[]).every((key) => a[key] === b[key]);
}
