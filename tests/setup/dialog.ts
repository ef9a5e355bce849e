/**
 * jsdom (26) has HTMLDialogElement and its `open` attribute, but not `showModal()`, `show()` or `close()`.
 * This stand-in follows the HTML standard's steps that the site relies on, so the Modal tests exercise real
 * behaviour: `showModal()` sets `open`, joins the top layer and runs the dialog focusing steps (the
 * `autofocus` element, else the first focusable descendant, else the dialog); `close()` removes `open`,
 * leaves the top layer, gives focus back to the element focused before `showModal()` and fires `close` as
 * a task; Escape that no listener prevented fires a cancelable `cancel` at the topmost modal dialog, which
 * closes it unless prevented (the browser's default action for a close request). Tests may also dispatch
 * `cancel` themselves. Not emulated: inertness of the rest of the page and the `::backdrop`.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function invalidState(message: string): DOMException {
  return new DOMException(message, 'InvalidStateError');
}

export function installDialogPolyfill(): void {
  // Suites on the node environment have no DOM at all.
  if (typeof HTMLDialogElement === 'undefined') return;
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  /** Modal dialogs in the order they were shown (the top layer). */
  let topLayer: HTMLDialogElement[] = [];
  const previouslyFocused = new WeakMap<HTMLDialogElement, Element | null>();

  proto.showModal = function showModal(this: HTMLDialogElement): void {
    if (this.open && topLayer.includes(this)) return;
    if (this.open) throw invalidState('The dialog is already open as a non-modal dialog.');
    if (!this.isConnected) throw invalidState('The dialog is not connected.');
    this.setAttribute('open', '');
    topLayer.push(this);
    previouslyFocused.set(this, document.activeElement);
    const control = this.hasAttribute('autofocus')
      ? this
      : (this.querySelector<HTMLElement>('[autofocus]') ?? this.querySelector<HTMLElement>(FOCUSABLE) ?? this);
    control.focus();
  };

  proto.show = function show(this: HTMLDialogElement): void {
    if (!this.open) this.setAttribute('open', '');
  };

  proto.close = function close(this: HTMLDialogElement): void {
    if (!this.open) return;
    this.removeAttribute('open');
    const wasModal = topLayer.includes(this);
    topLayer = topLayer.filter((dialog) => dialog !== this);
    const element = previouslyFocused.get(this);
    previouslyFocused.delete(this);
    if (wasModal && element instanceof HTMLElement && element.isConnected) element.focus();
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };

  // The default action of an Escape keydown: after every listener (window, bubble phase), unless prevented.
  window.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.key !== 'Escape') return;
    topLayer = topLayer.filter((dialog) => dialog.isConnected && dialog.open);
    const top = topLayer.at(-1);
    if (top?.dispatchEvent(new Event('cancel', {cancelable: true}))) top.close();
  });
}
