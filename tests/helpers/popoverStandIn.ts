/**
 * jsdom has no popovers. A stand-in for the part of the browser the site's components rely on: a
 * `popovertarget` button toggles its popover when its click is not cancelled, `showPopover`/`hidePopover` with
 * their `toggle` event, one `popover="auto"` open at a time, and `:popover-open` in `matches`. Escape and a tap
 * outside are the browser's alone: the e2e suites check those (tests/e2e/first-tap.spec.ts).
 */
export function installPopoverStandIn(): () => void {
  const open = new Set<HTMLElement>();
  const originalMatches = Element.prototype.matches;
  const toggle = (element: HTMLElement, newState: 'open' | 'closed'): void => {
    const event = Object.assign(new Event('toggle'), {newState});
    element.dispatchEvent(event);
  };
  const hide = (element: HTMLElement): void => {
    if (!open.delete(element)) return;
    toggle(element, 'closed');
  };
  const show = (element: HTMLElement): void => {
    if (open.has(element)) return;
    for (const other of [...open]) if (!other.contains(element)) hide(other);
    open.add(element);
    toggle(element, 'open');
  };
  const define = (target: object, name: string, value: unknown): void => {
    Object.defineProperty(target, name, {configurable: true, writable: true, value});
  };
  define(Element.prototype, 'matches', function matches(this: Element, selector: string): boolean {
    if (selector === ':popover-open') return open.has(this as HTMLElement);
    return originalMatches.call(this, selector);
  });
  define(HTMLElement.prototype, 'showPopover', function showPopover(this: HTMLElement) {
    show(this);
  });
  define(HTMLElement.prototype, 'hidePopover', function hidePopover(this: HTMLElement) {
    hide(this);
  });
  const onClick = (event: MouseEvent): void => {
    const button = (event.target as Element).closest('button[popovertarget]');
    const target = document.getElementById(button?.getAttribute('popovertarget') ?? '');
    if (event.defaultPrevented || !target) return;
    if (open.has(target)) hide(target);
    else show(target);
  };
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    define(Element.prototype, 'matches', originalMatches);
    Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
    Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
  };
}

/** The popover a `popovertarget` button opens. */
export function popoverOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('popovertarget') ?? '');
  if (!panel) throw new Error('the button names no popover');
  return panel;
}

/** Whether the popover of `button` is open. */
export function isOpen(button: HTMLElement): boolean {
  return popoverOf(button).matches(':popover-open');
}
