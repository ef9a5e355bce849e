/**
 * Decap's redux store, for the two corrections Decap offers no hook for (`savedEntry.ts`, `search.ts`): reached
 * through React's fiber of Decap's root element (`#nc-root`), its `<Provider store>`. If it cannot be found (a
 * Decap version rendered otherwise), those corrections do nothing and Decap works as it does on its own.
 */

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
export async function whenDecapStore(): Promise<DecapStore | undefined> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const store = decapStore(document.getElementById('nc-root'));
    if (store) return store;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}
