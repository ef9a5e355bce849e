import {createStore} from './store';

const TOAST_DEFAULT_BACKGROUND = '#D30000';
const TOAST_DEFAULT_COLOR = '#fff';
const TOAST_DEFAULT_TIMEOUT_MS = 50_000;

export interface Toast {
  /** Names what the toast is about: a second toast about the same thing replaces the first. */
  id: string;
  text: string;
  backgroundColor: string;
  color: string;
  /** ms until the toast closes itself; 0 or less keeps it until it is closed. */
  timeout: number;
}

export type ToastInput = Partial<Toast> & Pick<Toast, 'id' | 'text'>;

export interface ToastStore {
  /** Adds a toast (an existing id is replaced) and returns it with its defaults filled in. */
  add: (input: ToastInput) => Toast;
  /** Closes a toast, as its close button does. */
  close: (id: string) => void;
  getSnapshot: () => readonly Toast[];
  subscribe: (listener: () => void) => () => void;
}

export function createToastStore(): ToastStore {
  // The list lives in the site's one store: every change is a new array, so subscribers hear each one.
  const toasts = createStore<readonly Toast[]>([]);
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const stopTimer = (id: string): void => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };

  const close = (id: string): void => {
    stopTimer(id);
    toasts.set((list) => (list.some((toast) => toast.id === id) ? list.filter((toast) => toast.id !== id) : list));
  };

  return {
    add(input) {
      const toast: Toast = {
        id: input.id,
        text: input.text,
        backgroundColor: input.backgroundColor ?? TOAST_DEFAULT_BACKGROUND,
        color: input.color ?? TOAST_DEFAULT_COLOR,
        timeout: input.timeout ?? TOAST_DEFAULT_TIMEOUT_MS,
      };
      stopTimer(toast.id);
      if (toast.timeout > 0 && Number.isFinite(toast.timeout)) {
        timers.set(
          toast.id,
          setTimeout(() => close(toast.id), toast.timeout),
        );
      }
      toasts.set((list) =>
        list.some((item) => item.id === toast.id)
          ? list.map((item) => (item.id === toast.id ? toast : item))
          : [...list, toast],
      );
      return toast;
    },
    close,
    getSnapshot: toasts.get,
    subscribe: toasts.subscribe,
  };
}

/** The site's one toast store, rendered by <Toasts /> in Root. */
export const toastStore: ToastStore = createToastStore();
