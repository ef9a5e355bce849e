/**
 * One document listener for all open modals: Escape, Tab and stray focus go to the topmost modal
 * only (so Escape never closes two stacked modals at once). Installed while any modal is open.
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
