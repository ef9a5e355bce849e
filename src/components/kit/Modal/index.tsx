import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import React, {
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
  type TouchEvent as ReactTouchEvent,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {createPortal} from 'react-dom';

import {
  type ModalLifecycle,
  modalStack,
  modalZIndex,
  nextModalLifecycle,
  shouldCloseOnSwipe,
} from '@site/src/lib/modalStack';

import {prefersReducedMotion} from '../reducedMotion';
import {focusableIn} from './focus';
import {registerModal, syncBackground} from './keyboard';
import {syncScrollLock} from './scrollLock';
import styles from './styles.module.css';

/** Shared dialog parts: the round close X, the title and its ids (one home for every dialog of the site). */
export {ModalCloseButton, ModalTitle, useDialogLabels} from './parts';

/** The closing swipe: down for dialogs (a sheet pulled away), left for the side menu that slid in from the left. */
export type SwipeDirection = 'down' | 'left';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that labels the dialog, or a label */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** lock page scroll while open */
  lockScroll?: boolean;
  variant?: 'dialog' | 'fullscreen';
  /**
   * default true; "outside" = outside the inner holder: the dialog box, or the descendant marked
   * `data-modal-holder` when there is one (for the full-screen variant).
   */
  closeOnOutsideClick?: boolean;
  className?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Direction of the closing swipe (touch); default 'down'. */
  swipeToClose?: SwipeDirection;
  children: ReactNode;
}

/** Length of the exit transition in styles.module.css. */
const EXIT_MS = 150;

function exitDelay(): number {
  return prefersReducedMotion() ? 0 : EXIT_MS;
}

/** Reading a layout property applies pending styles, so the next change of class transitions. */
function forceStyleFlush(element: HTMLElement | null): number {
  return element?.offsetHeight ?? 0;
}

function holderOf(dialog: HTMLElement): HTMLElement {
  return dialog.querySelector<HTMLElement>('[data-modal-holder]') ?? dialog;
}

interface SwipeStart {
  x: number;
  y: number;
  time: number;
  size: number;
  distance: number;
}

/** True when the touch starts inside something already scrolled along the swipe axis. */
function startsInScrolledArea(target: EventTarget | null, dialog: HTMLElement, direction: SwipeDirection): boolean {
  let node = target instanceof Element ? target : null;
  while (node) {
    if (node instanceof HTMLElement) {
      const offset = direction === 'down' ? node.scrollTop : node.scrollLeft;
      if (offset !== 0) return true;
    }
    if (node === dialog) break;
    node = node.parentElement;
  }
  return false;
}

function swipeDistance(direction: SwipeDirection, dx: number, dy: number): number {
  const main = direction === 'down' ? dy : dx;
  const cross = direction === 'down' ? dx : dy;
  if (Math.abs(cross) > Math.abs(main)) return 0;
  return direction === 'down' ? main : -main;
}

/**
 * Modal dialog (WAI-ARIA APG): portal to <body> after hydration, focus moved in and trapped,
 * Escape / outside click / swipe close the topmost one, focus returns to the opener.
 * z-index 1000 + 2 per stacked level; only the topmost overlay is visible.
 */
export default function Modal({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  lockScroll = false,
  variant = 'dialog',
  closeOnOutsideClick = true,
  className,
  initialFocusRef,
  swipeToClose = 'down',
  children,
}: ModalProps): ReactNode {
  const id = useId();
  // Portals exist only after hydration: the server HTML and the first client render have no modal.
  const mounted = useIsBrowser();
  const [lifecycle, setLifecycle] = useState<ModalLifecycle>('closed');
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pointerDownOutside = useRef(false);
  const swipe = useRef<SwipeStart | null>(null);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  const level = useSyncExternalStore(
    modalStack.subscribe,
    () => modalStack.levelOf(id),
    () => -1,
  );
  const topmost = useSyncExternalStore(
    modalStack.subscribe,
    () => modalStack.isTopmost(id),
    () => false,
  );
  // Keep the last level while the exit transition runs (the stack has already let go).
  const [keptLevel, setKeptLevel] = useState(0);
  if (level >= 0 && level !== keptLevel) setKeptLevel(level);

  // What the DOM shows: derived from `open` at once, refined by the lifecycle timers.
  const state: ModalLifecycle = open
    ? lifecycle === 'open'
      ? 'open'
      : 'opening'
    : lifecycle === 'closed'
      ? 'closed'
      : 'closing';

  // The DOM state follows `open` at once (opening / closing, derived above); the lifecycle catches up:
  // open on the next frame, closed after the exit transition.
  useEffect(() => {
    if (!mounted) return undefined;
    if (open) {
      // Flush the "opening" styles so the change to "open" transitions.
      forceStyleFlush(dialogRef.current);
      const frame = requestAnimationFrame(() => {
        setLifecycle((current) => nextModalLifecycle(nextModalLifecycle(current, 'show'), 'shown'));
      });
      return () => cancelAnimationFrame(frame);
    }
    const timer = setTimeout(() => {
      setLifecycle((current) => nextModalLifecycle(nextModalLifecycle(current, 'hide'), 'hidden'));
    }, exitDelay());
    return () => clearTimeout(timer);
  }, [open, mounted]);

  // While open: on the stack, keyboard handled, focus moved in; on close: focus back to the opener.
  useEffect(() => {
    if (!mounted || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    modalStack.push(id, {lockScroll});
    syncScrollLock(modalStack.isScrollLocked());
    const unregister = registerModal(id, {
      dialog: () => dialogRef.current,
      close: () => onCloseRef.current(),
    });
    syncBackground();
    const dialog = dialogRef.current;
    if (dialog) {
      const target = initialFocusRef?.current ?? focusableIn(dialog).at(0) ?? dialog;
      target.focus({preventScroll: true});
    }
    return () => {
      unregister();
      modalStack.remove(id);
      syncScrollLock(modalStack.isScrollLocked());
      syncBackground();
      if (opener && opener !== document.body && opener.isConnected) opener.focus({preventScroll: true});
    };
    // lockScroll and initialFocusRef are read when the modal opens (they do not change while it is open).
  }, [open, mounted, id, lockScroll, initialFocusRef]);

  if (!mounted || state === 'closed') return null;

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>): void => {
    const dialog = dialogRef.current;
    pointerDownOutside.current = !!dialog && !holderOf(dialog).contains(event.target as Node);
  };

  const onClick = (event: ReactMouseEvent<HTMLDivElement>): void => {
    const dialog = dialogRef.current;
    const outside = !!dialog && !holderOf(dialog).contains(event.target as Node);
    const startedOutside = pointerDownOutside.current;
    pointerDownOutside.current = false;
    if (closeOnOutsideClick && open && outside && startedOutside && modalStack.isTopmost(id)) onClose();
  };

  const onTouchStart = (event: ReactTouchEvent<HTMLDivElement>): void => {
    const dialog = dialogRef.current;
    swipe.current = null;
    if (!dialog || event.touches.length !== 1) return;
    if (startsInScrolledArea(event.target, dialog, swipeToClose)) return;
    const touch = event.touches[0];
    const rect = dialog.getBoundingClientRect();
    const size = swipeToClose === 'down' ? rect.height : rect.width;
    swipe.current = {x: touch.clientX, y: touch.clientY, time: Date.now(), size, distance: 0};
  };

  const onTouchMove = (event: ReactTouchEvent<HTMLDivElement>): void => {
    const start = swipe.current;
    const dialog = dialogRef.current;
    if (!start || !dialog || event.touches.length !== 1) return;
    const touch = event.touches[0];
    start.distance = swipeDistance(swipeToClose, touch.clientX - start.x, touch.clientY - start.y);
    const shift = Math.max(0, start.distance);
    dialog.style.transition = 'none';
    dialog.style.transform =
      swipeToClose === 'down' ? `translate3d(0, ${shift}px, 0)` : `translate3d(${-shift}px, 0, 0)`;
  };

  const endSwipe = (cancelled: boolean): void => {
    const start = swipe.current;
    const dialog = dialogRef.current;
    swipe.current = null;
    if (dialog) {
      dialog.style.transition = '';
      dialog.style.transform = '';
    }
    if (!start || cancelled || !open) return;
    if (shouldCloseOnSwipe({distance: start.distance, size: start.size, durationMs: Date.now() - start.time})) {
      onClose();
    }
  };

  const shownLevel = level >= 0 ? level : keptLevel;

  return createPortal(
    <div
      className={clsx(styles.root, variant === 'fullscreen' && styles.fullscreen)}
      style={{zIndex: modalZIndex(shownLevel)}}
      data-modal-root=""
      data-state={state}
      data-topmost={topmost ? 'true' : 'false'}
      data-variant={variant}
    >
      <div className={styles.overlay} aria-hidden="true" data-testid="modal-overlay" />
      {/* The backdrop around the dialog: a click there closes it (keyboard users have Escape). */}
      <div className={styles.container} role="presentation" onPointerDown={onPointerDown} onClick={onClick}>
        <div
          ref={dialogRef}
          className={clsx(styles.dialog, className)}
          role="dialog"
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : label}
          aria-describedby={describedBy}
          tabIndex={-1}
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          onTouchEnd={() => endSwipe(false)}
          onTouchCancel={() => endSwipe(true)}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
