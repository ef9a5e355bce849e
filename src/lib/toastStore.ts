/**
 * Toast store. Pure: no React, no DOM; timers are injectable.
 * A toast closes by its close button or after its timeout, and then runs its callback.
 * `remove` and `clear` take toasts away without running callbacks.
 */
import {createStore} from './store';

export const TOAST_DEFAULT_BACKGROUND = '#D30000';
export const TOAST_DEFAULT_COLOR = '#fff';
export const TOAST_DEFAULT_TIMEOUT_MS = 50_000;

export type ToastId = string | number;

export interface Toast {
  id: ToastId;
  text: string;
  backgroundColor: string;
  color: string;
  /** ms until the toast closes itself; 0 or less keeps it until it is closed. */
  timeout: number;
  /** Runs when the toast is closed by its close button or by its timeout. */
  callback?: () => void;
  /** Extra class name on the toast element. */
  class?: string;
  /** Makes the toast's text a button. */
  onClick?: () => void;
}

export type ToastInput = Partial<Omit<Toast, 'text'>> & {text: string};
export type ToastPatch = Partial<Omit<Toast, 'id'>>;

type TimerHandle = unknown;

export interface ToastTimers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
}

export interface ToastStore {
  /** Adds a toast (an existing id is replaced) and returns it with its defaults filled in. */
  add: (input: ToastInput) => Toast;
  /** Takes a toast away without running its callback. */
  remove: (id: ToastId) => void;
  /** Changes fields of a toast; a new timeout restarts its timer. */
  update: (id: ToastId, patch: ToastPatch) => void;
  /** Takes every toast away without running callbacks. */
  clear: () => void;
  /** Closes a toast as its close button does: takes it away, then runs its callback. */
  close: (id: ToastId) => void;
  getSnapshot: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
}

const defaultTimers: ToastTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore(timers: ToastTimers = defaultTimers): ToastStore {
  // The list lives in the site's one store: every change is a new array, so subscribers hear each one.
  const toasts = createStore<readonly Toast[]>([]);
  const handles = new Map<ToastId, TimerHandle>();

  const stopTimer = (id: ToastId): void => {
    if (!handles.has(id)) return;
    timers.clearTimeout(handles.get(id));
    handles.delete(id);
  };

  const startTimer = (toast: Toast): void => {
    stopTimer(toast.id);
    if (!(toast.timeout > 0) || !Number.isFinite(toast.timeout)) return;
    handles.set(
      toast.id,
      timers.setTimeout(() => {
        handles.delete(toast.id);
        store.close(toast.id);
      }, toast.timeout),
    );
  };

  /** Creation time in ms; bumped by 1 ms when two toasts are created in the same millisecond. */
  const freshId = (): number => {
    let id = timers.now();
    while (toasts.get().some((toast) => toast.id === id)) id += 1;
    return id;
  };

  const store: ToastStore = {
    add(input) {
      const toast: Toast = {
        ...input,
        id: input.id ?? freshId(),
        backgroundColor: input.backgroundColor ?? TOAST_DEFAULT_BACKGROUND,
        color: input.color ?? TOAST_DEFAULT_COLOR,
        timeout: input.timeout ?? TOAST_DEFAULT_TIMEOUT_MS,
      };
      startTimer(toast);
      toasts.set((list) =>
        list.some((item) => item.id === toast.id)
          ? list.map((item) => (item.id === toast.id ? toast : item))
          : [...list, toast],
      );
      return toast;
    },
    remove(id) {
      if (!toasts.get().some((toast) => toast.id === id)) return;
      stopTimer(id);
      toasts.set((list) => list.filter((toast) => toast.id !== id));
    },
    update(id, patch) {
      const current = toasts.get().find((toast) => toast.id === id);
      if (!current) return;
      const next: Toast = {...current, ...patch, id};
      if (patch.timeout !== undefined) startTimer(next);
      toasts.set((list) => list.map((toast) => (toast.id === id ? next : toast)));
    },
    clear() {
      if (toasts.get().length === 0) return;
      for (const id of [...handles.keys()]) stopTimer(id);
      toasts.set([]);
    },
    close(id) {
      const current = toasts.get().find((toast) => toast.id === id);
      if (!current) return;
      store.remove(id);
      current.callback?.();
    },
    getSnapshot: toasts.get,
    subscribe: toasts.subscribe,
  };
  return store;
}

/** The site's one toast store, rendered by <Toasts /> in Root. */
export const toastStore: ToastStore = createToastStore();
