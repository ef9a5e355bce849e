/**
 * The `popover` element owns its open state (why: docs/architecture.md, "One owner"); the app only drives and reads
 * it. Its button carries no `aria-expanded`: the browser exposes a `popovertarget` button's state, and HTML forbids it.
 */
import {type MouseEvent, type PointerEvent, type RefObject, useCallback, useEffect, useRef} from 'react';

/** Whether the popover is open; false where the browser has no popovers (its content then shows in place). */
function isPopoverOpen(element: HTMLElement | null): boolean {
  if (!element) return false;
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * Adds hover (open on mouse over, close `hover.closeDelayMs` after leaving) and closing on a chosen link or when
 * `resetKey` (the page path) changes. A press right after a hover keeps it open (the pointer user meant "open").
 */
export function usePopoverDrive(
  panel: RefObject<HTMLElement | null>,
  {hover, resetKey}: {hover?: {closeDelayMs: number}; resetKey?: unknown} = {},
) {
  const openedByHover = useRef(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== null) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);
  const hide = useCallback(() => {
    cancelClose();
    if (isPopoverOpen(panel.current)) panel.current?.hidePopover();
  }, [cancelClose, panel]);

  // A new page closes it; the first render is no new page (a popup opened before hydration stays open).
  const shownOn = useRef(resetKey);
  useEffect(() => {
    if (Object.is(shownOn.current, resetKey)) return;
    shownOn.current = resetKey;
    hide();
  }, [hide, resetKey]);
  useEffect(() => cancelClose, [cancelClose]);

  // Whatever closes it (Escape, a tap outside, another popup), it is no longer the hover's; choosing one of its
  // links closes it (a client-side navigation keeps the page).
  useEffect(() => {
    const element = panel.current;
    const onToggle = (event: Event): void => {
      if ((event as ToggleEvent).newState === 'closed') openedByHover.current = false;
    };
    const onClick = (event: Event): void => {
      if ((event.target as Element).closest('a')) hide();
    };
    element?.addEventListener('toggle', onToggle);
    element?.addEventListener('click', onClick);
    return () => {
      element?.removeEventListener('toggle', onToggle);
      element?.removeEventListener('click', onClick);
    };
  }, [hide, panel]);

  return {
    hostProps: {
      onPointerEnter(event: PointerEvent<HTMLElement>) {
        if (!hover || event.pointerType !== 'mouse') return;
        cancelClose();
        if (isPopoverOpen(panel.current)) return;
        panel.current?.showPopover();
        openedByHover.current = true;
      },
      onPointerLeave(event: PointerEvent<HTMLElement>) {
        if (!hover || event.pointerType !== 'mouse' || !openedByHover.current) return;
        cancelClose();
        if (hover.closeDelayMs <= 0) hide();
        else closeTimer.current = setTimeout(hide, hover.closeDelayMs);
      },
    },
    onTriggerClick: (event: MouseEvent<HTMLElement>) => {
      if (!openedByHover.current || !isPopoverOpen(panel.current)) return;
      event.preventDefault();
      openedByHover.current = false;
    },
  };
}
