import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import React, {
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  type TouchEvent as ReactTouchEvent,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {createPortal} from 'react-dom';

import {type ModalLifecycle, modalStack, nextModalLifecycle} from '@site/src/lib/modalStack';
import {shouldCloseOnSwipe, startsInScrolledArea, swipeDistance, type SwipeStart} from '@site/src/lib/swipe';

import {prefersReducedMotion} from '../reducedMotion';
import {syncScrollLock} from './scrollLock';
import styles from './styles.module.css';

/** Shared dialog parts: the round close X, the title and its ids (one home for every dialog of the site). */
export {ModalCloseButton, ModalTitle, useDialogLabels} from './parts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that labels the dialog, or a label */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** on the dialog box (the card) */
  className?: string;
  /** focused when the dialog opens; default: the browser's choice, the first focusable element */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A modal closes on a swipe down (the mobile menu's swipe to the left is the boot script's: src/boot/swipeToClose.ts). */
const SWIPE_DIRECTION = 'down';

/** Length of the exit transition in styles.module.css. */
const EXIT_MS = 150;

function exitDelay(): number {
  return prefersReducedMotion() ? 0 : EXIT_MS;
}

/** Reading a layout property applies pending styles, so the next change of class transitions. */
function forceStyleFlush(element: HTMLElement | null): number {
  return element?.offsetHeight ?? 0;
}

/**
 * One close request (one Escape) closes one modal. Chrome sends a request to a whole group of dialogs opened
 * without a user gesture in between (cancel at each, topmost first); the stack may already have moved on by
 * the second, so the request is taken until the next task (or until a modal opens).
 */
let closeRequestTaken = false;

function releaseCloseRequest(): void {
  closeRequestTaken = false;
}

function takeCloseRequest(): boolean {
  if (closeRequestTaken) return false;
  closeRequestTaken = true;
  setTimeout(releaseCloseRequest, 0);
  return true;
}

/**
 * Modal dialog (WAI-ARIA APG) on the native <dialog>, portalled to <body> after hydration. `showModal()` puts
 * it in the top layer above a `::backdrop`, makes the rest of the page inert and moves focus in; `close()`
 * gives focus back to the opener. Escape arrives as the `cancel` event: the browser's own close is always
 * prevented, and only the topmost modal of the stack asks its owner to close. Outside click and swipe close too.
 */
export default function Modal({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  className,
  initialFocusRef,
  children,
}: ModalProps): ReactNode {
  const id = useId();
  // Portals exist only after hydration: the server HTML and the first client render have no dialog.
  const mounted = useIsBrowser();
  const [lifecycle, setLifecycle] = useState<ModalLifecycle>('closed');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  /** True while the owner wants the dialog open: a close the browser made on its own is undone. */
  const wanted = useRef(false);
  const pointerDownOutside = useRef(false);
  const swipe = useRef<SwipeStart | null>(null);

  const topmost = useSyncExternalStore(
    modalStack.subscribe,
    () => modalStack.isTopmost(id),
    () => false,
  );

  // Opening starts with the first render that sees `open` (not on the next frame), so a close that comes
  // before that frame still goes through closing: the dialog is closed before it leaves the DOM.
  if (open && mounted && lifecycle === 'closed') setLifecycle(nextModalLifecycle(lifecycle, 'show'));

  // What the DOM shows: derived from `open` at once, refined by the lifecycle timers.
  const state: ModalLifecycle = open
    ? lifecycle === 'open'
      ? 'open'
      : 'opening'
    : lifecycle === 'closed'
      ? 'closed'
      : 'closing';

  // While open: shown modally and on the stack; closing gives focus back to the opener (the browser does).
  // An effect, not a layout effect: React restores the focus it saw before a commit's DOM changes.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!mounted || !open || !dialog) return undefined;
    wanted.current = true;
    releaseCloseRequest();
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus({preventScroll: true});
    modalStack.push(id);
    syncScrollLock(true);
    return () => {
      wanted.current = false;
      dialog.close();
      modalStack.remove(id);
      syncScrollLock(modalStack.top() !== undefined);
    };
    // initialFocusRef is read when the modal opens (it does not change while it is open).
  }, [open, mounted, id, initialFocusRef]);

  // The lifecycle catches up with `open`: open on the next frame (the enter transition), closed after the
  // exit transition (the dialog is already closed; CSS keeps it painted until then).
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

  if (!mounted || state === 'closed') return null;

  // Escape (a close request): never let the browser close it; the owner decides, and only for the topmost.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>): void => {
    event.preventDefault();
    if (open && modalStack.isTopmost(id) && takeCloseRequest()) onClose();
  };

  // The browser may still close it (a close request's cancel is not cancelable without a user gesture since
  // the last one): while the owner wants it open, it is shown again.
  const onNativeClose = (): void => {
    const dialog = dialogRef.current;
    if (wanted.current && dialog?.isConnected && !dialog.open) dialog.showModal();
  };

  const isOutside = (target: EventTarget): boolean => {
    const box = boxRef.current;
    return !!box && !box.contains(target as Node);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDialogElement>): void => {
    pointerDownOutside.current = isOutside(event.target);
  };

  const onClick = (event: ReactMouseEvent<HTMLDialogElement>): void => {
    const startedOutside = pointerDownOutside.current;
    pointerDownOutside.current = false;
    if (open && startedOutside && isOutside(event.target)) onClose();
  };

  const onTouchStart = (event: ReactTouchEvent<HTMLDivElement>): void => {
    const box = boxRef.current;
    swipe.current = null;
    if (!box || event.touches.length !== 1) return;
    if (startsInScrolledArea(event.target, box, SWIPE_DIRECTION)) return;
    const touch = event.touches[0];
    const size = box.getBoundingClientRect().height;
    swipe.current = {x: touch.clientX, y: touch.clientY, time: Date.now(), size, distance: 0};
  };

  const onTouchMove = (event: ReactTouchEvent<HTMLDivElement>): void => {
    const start = swipe.current;
    const box = boxRef.current;
    if (!start || !box || event.touches.length !== 1) return;
    const touch = event.touches[0];
    start.distance = swipeDistance(SWIPE_DIRECTION, touch.clientX - start.x, touch.clientY - start.y);
    box.style.transition = 'none';
    box.style.transform = `translate3d(0, ${Math.max(0, start.distance)}px, 0)`;
  };

  const endSwipe = (cancelled: boolean): void => {
    const start = swipe.current;
    const box = boxRef.current;
    swipe.current = null;
    if (box) {
      box.style.transition = '';
      box.style.transform = '';
    }
    if (!start || cancelled || !open) return;
    if (shouldCloseOnSwipe({distance: start.distance, size: start.size, durationMs: Date.now() - start.time})) {
      onClose();
    }
  };

  return createPortal(
    // The dialog fills the viewport around the box: a click there closes it (keyboard users have Escape).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- pointer-only backdrop close; Escape is the `cancel` handler
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      aria-describedby={describedBy}
      data-modal-root=""
      data-state={state}
      data-topmost={topmost ? 'true' : 'false'}
      onCancel={onCancel}
      onClose={onNativeClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div
        ref={boxRef}
        className={clsx(styles.box, className)}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={() => endSwipe(false)}
        onTouchCancel={() => endSwipe(true)}
      >
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
