/**
 * One document listener for all open modals: Escape, Tab and stray focus go to the topmost modal
 * only (so Escape never closes two stacked modals at once). Installed while any modal is open.
 * While a modal is open, everything else in <body> (the page, lower modals) is `inert`: out of the
 * tab order, the accessibility tree and pointer reach, as the APG dialog pattern asks.
 */
import {modalStack} from '@site/src/lib/modalStack';

import {focusableIn, trapTab} from './focus';

export interface ModalHandlers {
  dialog: () => HTMLElement | null;
  close: () => void;
}

const registry = new Map<string, ModalHandlers>();

function topHandlers(): ModalHandlers | undefined {
  const top = modalStack.top();
  return top === undefined ? undefined : registry.get(top);
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented) return;
  const handlers = topHandlers();
  const dialog = handlers?.dialog();
  if (!handlers || !dialog) return;
  if (event.key === 'Escape' || event.key === 'Esc') {
    event.preventDefault();
    handlers.close();
  } else if (event.key === 'Tab') {
    trapTab(event, dialog);
  }
}

function onFocusIn(event: FocusEvent): void {
  const dialog = topHandlers()?.dialog();
  const target = event.target;
  if (!dialog || !(target instanceof Node) || dialog.contains(target)) return;
  (focusableIn(dialog)[0] ?? dialog).focus();
}

/** Body children this module made inert (others' inert elements are never touched). */
const inerted = new Set<Element>();

/** Makes every body child but the topmost modal's root inert; with no modal open, restores them all. */
export function syncBackground(): void {
  const topRoot = topHandlers()?.dialog()?.closest('[data-modal-root]') ?? null;
  if (!topRoot) {
    for (const element of inerted) element.removeAttribute('inert');
    inerted.clear();
    return;
  }
  for (const element of Array.from(document.body.children)) {
    if (element === topRoot) {
      if (inerted.delete(element)) element.removeAttribute('inert');
    } else if (!element.hasAttribute('inert') && !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(element.tagName)) {
      element.setAttribute('inert', '');
      inerted.add(element);
    }
  }
}

export function registerModal(id: string, handlers: ModalHandlers): () => void {
  if (registry.size === 0) {
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
  }
  registry.set(id, handlers);
  return () => {
    registry.delete(id);
    if (registry.size === 0) {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    }
  };
}
