/** Touch swipe helpers of the modal: where a swipe may start and how far it went in the closing direction. */

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
