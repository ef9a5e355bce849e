/** Focus helpers for the modal dialog (WAI-ARIA APG dialog pattern). DOM access only when called. */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [inert]')) return false;
  // checkVisibility: display:none / visibility:hidden / closed <details>; absent in old browsers and jsdom.
  const checkable = element as HTMLElement & {checkVisibility?: (options?: object) => boolean};
  return typeof checkable.checkVisibility === 'function' ? checkable.checkVisibility({visibilityProperty: true}) : true;
}

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.tabIndex >= 0 && isShown(element),
  );
}

/** Keeps Tab / Shift+Tab inside `container`. Returns true when it moved the focus itself. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): boolean {
  const items = focusableIn(container);
  const active = document.activeElement;
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  if (!(active instanceof Node) || !container.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
    return true;
  }
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
