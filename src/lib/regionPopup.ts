/**
 * Open / close logic of the header region popup (spec §2, §4, §9). Pure: timers are injected
 * (the global ones by default, read at call time), no DOM.
 *
 * - Hovering the button or popup opens it. Focus moving into it cancels a pending close.
 * - Pressing the button (click, Enter, Space) opens it, or closes it when it was opened by a
 *   press; a press right after a hover keeps it open (the pointer user meant "open").
 * - When the pointer and focus have left, it closes after 500 ms unless something comes back.
 * - Escape or choosing a region closes at once.
 */

export const REGION_POPUP_CLOSE_DELAY_MS = 500;

export interface RegionPopupController {
  /** Pointer entered the button or popup. */
  hover(): void;
  /** Focus moved into the button or popup. */
  focusIn(): void;
  /** Pointer left, or focus moved outside: close after the delay. */
  leave(): void;
  /** Click / Enter / Space on the button. */
  press(): void;
  /** Close at once. */
  close(): void;
  isOpen(): boolean;
  /** Clears a pending timer; call on unmount. */
  dispose(): void;
}

export interface RegionPopupOptions {
  onChange: (open: boolean) => void;
  delayMs?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createRegionPopup({
  onChange,
  delayMs = REGION_POPUP_CLOSE_DELAY_MS,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: RegionPopupOptions): RegionPopupController {
  let open = false;
  let openedBy: 'hover' | 'press' | null = null;
  let timer: unknown = null;

  const cancel = (): void => {
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
  };
  const set = (next: boolean, by: 'hover' | 'press' | null): void => {
    openedBy = next ? by : null;
    if (open === next) return;
    open = next;
    onChange(open);
  };

  return {
    hover() {
      cancel();
      if (!open) set(true, 'hover');
    },
    focusIn() {
      cancel();
    },
    leave() {
      if (!open) return;
      cancel();
      timer = setTimer(() => {
        timer = null;
        set(false, null);
      }, delayMs);
    },
    press() {
      cancel();
      if (open && openedBy === 'press') set(false, null);
      else set(true, 'press');
    },
    close() {
      cancel();
      set(false, null);
    },
    isOpen: () => open,
    dispose() {
      cancel();
    },
  };
}
