/** The touch swipe that closes a dialog, for the kit's Modal and the page's own dialogs (the boot script). */

/** The closing swipe: down for dialogs (a sheet pulled away), left for the side menu that slid in from the left. */
export type SwipeDirection = 'down' | 'left';

export interface SwipeStart {
  x: number;
  y: number;
  time: number;
  size: number;
  distance: number;
}

/** True when the touch starts inside something already scrolled along the swipe axis. */
export function startsInScrolledArea(target: EventTarget | null, box: HTMLElement, direction: SwipeDirection): boolean {
  let node = target instanceof Element ? target : null;
  while (node) {
    if (node instanceof HTMLElement) {
      const offset = direction === 'down' ? node.scrollTop : node.scrollLeft;
      if (offset !== 0) return true;
    }
    if (node === box) break;
    node = node.parentElement;
  }
  return false;
}

export function swipeDistance(direction: SwipeDirection, dx: number, dy: number): number {
  const main = direction === 'down' ? dy : dx;
  const cross = direction === 'down' ? dx : dy;
  if (Math.abs(cross) > Math.abs(main)) return 0;
  return direction === 'down' ? main : -main;
}

/** Share of the dialog's size a swipe must pass to close it. */
const SWIPE_DISTANCE_RATIO = 0.1;
/** A swipe that completes within this many ms closes the dialog whatever its length. */
const SWIPE_FAST_MS = 300;
/** Movement below this many px is a tap, not a swipe (so a quick tap never closes a dialog). */
const SWIPE_MIN_DISTANCE = 10;

export interface SwipeMeasure {
  /** px travelled in the closing direction (negative when moving the other way) */
  distance: number;
  /** the dialog's size along the swipe axis, px */
  size: number;
  /** time from touch start to touch end, ms */
  durationMs: number;
}

export function shouldCloseOnSwipe({distance, size, durationMs}: SwipeMeasure): boolean {
  if (!(distance >= SWIPE_MIN_DISTANCE)) return false;
  if (size > 0 && distance > size * SWIPE_DISTANCE_RATIO) return true;
  return durationMs >= 0 && durationMs <= SWIPE_FAST_MS;
}
