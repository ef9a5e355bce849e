/**
 * Modal stack and lifecycle. Pure: no React, no DOM globals. (The swipe that closes a dialog: ./swipe.ts.)
 *
 * - Stack: the ids of the open modals, in the order they opened (the browser's top layer keeps the same
 *   order, so the last one paints on top). Only the topmost closes on Escape and shows its backdrop;
 *   lower backdrops are transparent. While any modal is open, Escape belongs to it.
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

interface StackEntry {
  id: string;
  lockScroll: boolean;
}

export interface ModalStack {
  /** Adds the modal on top (or moves nothing if it is already open). */
  push: (id: string, options?: {lockScroll?: boolean}) => void;
  remove: (id: string) => void;
  top: () => string | undefined;
  isTopmost: (id: string) => boolean;
  /** True while at least one open modal asked for a scroll lock. */
  isScrollLocked: () => boolean;
  /** Calls the listener after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

export function createModalStack(): ModalStack {
  // The entries live in the site's one store, which notifies only when push or remove changed them.
  const entries = createStore<readonly StackEntry[]>([]);
  const has = (list: readonly StackEntry[], id: string): boolean => list.some((entry) => entry.id === id);

  return {
    push(id, options) {
      entries.set((list) => (has(list, id) ? list : [...list, {id, lockScroll: options?.lockScroll === true}]));
    },
    remove(id) {
      entries.set((list) => (has(list, id) ? list.filter((entry) => entry.id !== id) : list));
    },
    top: () => entries.get().at(-1)?.id,
    isTopmost: (id) => entries.get().at(-1)?.id === id,
    isScrollLocked: () => entries.get().some((entry) => entry.lockScroll),
    subscribe: entries.subscribe,
  };
}

/** The site's one stack, shared by every <Modal>. */
export const modalStack: ModalStack = createModalStack();
