/**
 * Modal stack and lifecycle. Pure: no React, no DOM globals. (The swipe that closes a dialog: ./swipe.ts.)
 *
 * - Stack: the ids of the open modals, in the order they opened (the browser's top layer keeps the same
 *   order, so the last one paints on top). Only the topmost closes on Escape and shows its backdrop;
 *   lower backdrops are transparent. While any modal is open, Escape belongs to it, and the page does not scroll.
 * - Lifecycle: closed → opening → open → closing → closed.
 */
import {createStore} from './store';

export type ModalLifecycle = 'closed' | 'opening' | 'open' | 'closing';
/** show: `open` became true; shown: the enter transition ran; hide: `open` became false; hidden: the exit transition ran. */
export type ModalLifecycleEvent = 'show' | 'shown' | 'hide' | 'hidden';

export function nextModalLifecycle(state: ModalLifecycle, event: ModalLifecycleEvent): ModalLifecycle {
  switch (event) {
    case 'show':
      return state === 'open' ? 'open' : 'opening';
    case 'shown':
      return state === 'opening' ? 'open' : state;
    case 'hide':
      return state === 'closed' ? 'closed' : 'closing';
    case 'hidden':
      return state === 'closing' ? 'closed' : state;
  }
}

export interface ModalStack {
  /** Adds the modal on top (or moves nothing if it is already open). */
  push: (id: string) => void;
  remove: (id: string) => void;
  top: () => string | undefined;
  isTopmost: (id: string) => boolean;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

export function createModalStack(): ModalStack {
  // The ids live in the site's one store, which notifies only when push or remove changed them.
  const ids = createStore<readonly string[]>([]);

  return {
    push(id) {
      ids.set((list) => (list.includes(id) ? list : [...list, id]));
    },
    remove(id) {
      ids.set((list) => (list.includes(id) ? list.filter((entry) => entry !== id) : list));
    },
    top: () => ids.get().at(-1),
    isTopmost: (id) => ids.get().at(-1) === id,
    subscribe: ids.subscribe,
  };
}

/** The site's one stack, shared by every <Modal>. */
export const modalStack: ModalStack = createModalStack();
