import {
  shouldCloseOnSwipe,
  startsInScrolledArea,
  type SwipeDirection,
  swipeDistance,
  type SwipeStart,
} from '../lib/swipe';

/**
 * On an open `<dialog>`: the direction of the swipe that closes it (the rule: `src/lib/swipe.ts`). Run from the
 * boot script, so the swipe works before, during and after the app's load.
 */
export const SWIPE_CLOSES_ATTRIBUTE = 'data-swipe-closes';

interface Swipe extends SwipeStart {
  dialog: HTMLDialogElement;
  direction: SwipeDirection;
}

function swipeDirectionOf(dialog: HTMLDialogElement): SwipeDirection | null {
  const value = dialog.getAttribute(SWIPE_CLOSES_ATTRIBUTE);
  return value === 'left' || value === 'down' ? value : null;
}

export function closeDialogsOnSwipe(page: Document): void {
  let swipe: Swipe | null = null;

  const end = (cancelled: boolean): void => {
    const done = swipe;
    swipe = null;
    if (!done) return;
    done.dialog.style.transition = '';
    done.dialog.style.transform = '';
    const measure = {distance: done.distance, size: done.size, durationMs: Date.now() - done.time};
    if (!cancelled && done.dialog.open && shouldCloseOnSwipe(measure)) done.dialog.close();
  };

  page.addEventListener(
    'touchstart',
    (event) => {
      swipe = null;
      const dialog = event.target instanceof Element ? event.target.closest('dialog') : null;
      const direction = dialog?.open ? swipeDirectionOf(dialog) : null;
      if (!dialog || !direction || event.touches.length !== 1) return;
      if (startsInScrolledArea(event.target, dialog, direction)) return;
      const touch = event.touches[0];
      const rect = dialog.getBoundingClientRect();
      const size = direction === 'down' ? rect.height : rect.width;
      swipe = {dialog, direction, x: touch.clientX, y: touch.clientY, time: Date.now(), size, distance: 0};
    },
    {passive: true},
  );
  page.addEventListener(
    'touchmove',
    (event) => {
      if (!swipe || event.touches.length !== 1) return;
      const touch = event.touches[0];
      swipe.distance = swipeDistance(swipe.direction, touch.clientX - swipe.x, touch.clientY - swipe.y);
      const shift = Math.max(0, swipe.distance);
      swipe.dialog.style.transition = 'none';
      swipe.dialog.style.transform =
        swipe.direction === 'down' ? `translate3d(0, ${shift}px, 0)` : `translate3d(${-shift}px, 0, 0)`;
    },
    {passive: true},
  );
  page.addEventListener('touchend', () => end(false), {passive: true});
  page.addEventListener('touchcancel', () => end(true), {passive: true});
}
