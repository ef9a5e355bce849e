import useIsBrowser from '@docusaurus/useIsBrowser';
import clsx from 'clsx';
import {type ReactNode, type RefObject, useEffect, useRef, useState} from 'react';
import {createPortal} from 'react-dom';

import {shouldCloseOnSwipe, startsInScrolledArea, swipeDistance, type SwipeStart} from '@site/src/lib/swipe';

import {prefersReducedMotion} from '../reducedMotion';
import styles from './styles.module.css';

export {ModalCloseButton, ModalTitle, useDialogLabels} from './parts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  className?: string;
  /** focused when the dialog opens; default: the browser's choice, the first focusable element */
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A modal closes on a swipe down (the mobile menu's swipe to the left is the boot script's: src/boot/swipeToClose.ts). */
const SWIPE_DIRECTION = 'down';

/** Length of the exit transition in styles.module.css: the closed dialog stays in the DOM until it has faded. */
const EXIT_MS = 150;

/**
 * The topmost modal: each one is portalled to the end of <body> when it opens, so the last open one is the
 * last opened (the browser's top layer keeps the same order; the stylesheet reads it the same way).
 */
function isTopmost(dialog: HTMLDialogElement): boolean {
  return [...document.querySelectorAll('dialog[data-modal-root][open]')].at(-1) === dialog;
}

/**
 * One close request (one Escape) closes one modal. Chrome sends a request to a whole group of dialogs opened
 * without a user gesture in between (cancel at each, topmost first); by the second the first is closed, so
 * the request is taken until the next task (or until a modal opens).
 */
let closeRequestTaken = false;

function takeCloseRequest(): boolean {
  if (closeRequestTaken) return false;
  closeRequestTaken = true;
  setTimeout(() => (closeRequestTaken = false), 0);
  return true;
}

/** Modal dialog on the native <dialog>; why it works this way: docs/architecture.md, "One visitor check", step 4. */
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
  // Portals exist only after hydration: the server HTML and the first client render have no dialog.
  const mounted = useIsBrowser();
  /** In the DOM: from the render that sees `open` until the exit transition has run. */
  const [present, setPresent] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  /** True while the owner wants the dialog open: a close the browser made on its own is undone. */
  const wanted = useRef(false);
  const pointerDownOutside = useRef(false);
  const swipe = useRef<SwipeStart | null>(null);

  if (open && mounted && !present) setPresent(true);

  // An effect, not a layout effect: React restores the focus it saw before a commit's DOM changes.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !present || !dialog) return undefined;
    wanted.current = true;
    closeRequestTaken = false;
    // The first modal measures the page's scrollbar before the stylesheet's scroll lock takes it away.
    const html = document.documentElement;
    if (!document.querySelector('dialog[data-modal-root][open]')) {
      html.style.setProperty('--page-scrollbar-width', `${window.innerWidth - html.clientWidth}px`);
    }
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus({preventScroll: true});
    return () => {
      wanted.current = false;
      dialog.close();
    };
    // initialFocusRef is read when the modal opens (it does not change while it is open).
  }, [open, present, initialFocusRef]);

  useEffect(() => {
    if (open || !present) return undefined;
    const timer = setTimeout(() => setPresent(false), prefersReducedMotion() ? 0 : EXIT_MS);
    return () => clearTimeout(timer);
  }, [open, present]);

  if (!mounted || !present) return null;

  const isOutside = (target: EventTarget): boolean => {
    const box = boxRef.current;
    return !!box && !box.contains(target as Node);
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
      onCancel={(event) => {
        event.preventDefault();
        if (open && isTopmost(event.currentTarget) && takeCloseRequest()) onClose();
      }}
      // The browser may still close it (a close request's cancel is not cancelable without a user gesture since
      // the last one): while the owner wants it open, it is shown again.
      onClose={() => {
        const dialog = dialogRef.current;
        if (wanted.current && dialog?.isConnected && !dialog.open) dialog.showModal();
      }}
      onPointerDown={(event) => {
        pointerDownOutside.current = isOutside(event.target);
      }}
      onClick={(event) => {
        const startedOutside = pointerDownOutside.current;
        pointerDownOutside.current = false;
        if (open && startedOutside && isOutside(event.target)) onClose();
      }}
    >
      <div
        ref={boxRef}
        className={clsx(styles.box, className)}
        onTouchStart={(event) => {
          const box = boxRef.current;
          swipe.current = null;
          if (!box || event.touches.length !== 1) return;
          if (startsInScrolledArea(event.target, box, SWIPE_DIRECTION)) return;
          const touch = event.touches[0];
          const size = box.getBoundingClientRect().height;
          swipe.current = {x: touch.clientX, y: touch.clientY, time: Date.now(), size, distance: 0};
        }}
        onTouchMove={(event) => {
          const start = swipe.current;
          const box = boxRef.current;
          if (!start || !box || event.touches.length !== 1) return;
          const touch = event.touches[0];
          start.distance = swipeDistance(SWIPE_DIRECTION, touch.clientX - start.x, touch.clientY - start.y);
          box.style.transition = 'none';
          box.style.transform = `translate3d(0, ${Math.max(0, start.distance)}px, 0)`;
        }}
        onTouchEnd={() => endSwipe(false)}
        onTouchCancel={() => endSwipe(true)}
      >
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
