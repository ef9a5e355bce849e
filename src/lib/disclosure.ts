/**
 * Open / close rules of every disclosure on the site (menus, panels, popups), for one or several
 * panels of which at most one is open. Pure: timers are injected (the global ones by default, read at
 * call time), no DOM.
 *
 * - Hovering a trigger opens its panel; focus moving into the disclosure cancels a pending close.
 * - Pressing a trigger (click, Enter, Space) opens its panel, or closes it when a press opened it; a press
 *   right after a hover keeps it open (the pointer user meant "open").
 * - When the pointer or focus has left, it closes after the delay (at once with no delay) unless
 *   something comes back in time; `hoverOnly` leaves a pressed panel open.
 * - Escape, choosing a link or a click outside close at once.
 */

/** How long a hover-opened popup waits before closing once the pointer and focus have left it. */
export const HOVER_CLOSE_DELAY_MS = 500;

export type OpenedBy = 'hover' | 'press';

export interface DisclosureState<K extends string> {
  key: K;
  by: OpenedBy;
}

export interface DisclosureController<K extends string> {
  hover: (key: K) => void;
  focusIn: () => void;
  leave: (options?: {hoverOnly?: boolean}) => void;
  press: (key: K) => void;
  close: () => void;
  state: () => DisclosureState<K> | null;
  /** Clears a pending timer; call on unmount. */
  dispose: () => void;
}

export interface DisclosureOptions<K extends string> {
  onChange: (state: DisclosureState<K> | null) => void;
  delayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createDisclosure<K extends string>({
  onChange,
  delayMs = 0,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
}: DisclosureOptions<K>): DisclosureController<K> {
  let current: DisclosureState<K> | null = null;
  let timer: unknown = null;

  const cancel = (): void => {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
  };
  const set = (next: DisclosureState<K> | null): void => {
    if (current?.key === next?.key && current?.by === next?.by) return;
    current = next;
    onChange(current);
  };
  const close = (): void => {
    cancel();
    set(null);
  };

  return {
    hover(key) {
      cancel();
      if (current?.key !== key) set({key, by: 'hover'});
    },
    focusIn: cancel,
    leave(options) {
      if (!current || (options?.hoverOnly === true && current.by === 'press')) return;
      cancel();
      if (delayMs <= 0) {
        set(null);
        return;
      }
      timer = setTimer(() => {
        timer = null;
        set(null);
      }, delayMs);
    },
    press(key) {
      cancel();
      set(current?.key === key && current.by === 'press' ? null : {key, by: 'press'});
    },
    close,
    state: () => current,
    dispose: cancel,
  };
}
