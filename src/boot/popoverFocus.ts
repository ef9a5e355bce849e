/**
 * Focus leaving an open popover and its button closes the popover, as a tap outside does (the browser's light
 * dismiss answers only presses). Focus that goes nowhere (a press on the popover's own text, another window)
 * keeps it open.
 */

/** The open popover the element belongs to: the one it is inside of, or the one its button opens. */
function openPopoverOf(element: Element): HTMLElement | null {
  const inside = element.closest('[popover]');
  const opened = inside ?? element.ownerDocument.getElementById(element.getAttribute('popovertarget') ?? '');
  return opened instanceof HTMLElement && opened.matches(':popover-open') ? opened : null;
}

function belongsTo(popover: HTMLElement, node: Node): boolean {
  return popover.contains(node) || (node instanceof Element && node.getAttribute('popovertarget') === popover.id);
}

export function closePopoversWhenFocusLeaves(page: Document): void {
  page.addEventListener('focusout', (event) => {
    const from = event.target;
    const to = event.relatedTarget;
    if (!(from instanceof Element) || !(to instanceof Node)) return;
    const popover = openPopoverOf(from);
    if (popover && !belongsTo(popover, to)) popover.hidePopover();
  });
}
