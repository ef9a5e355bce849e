/** Whether the popover is open; false where the browser has no popovers (its content then shows in place). */
export function isPopoverOpen(element: HTMLElement | null): boolean {
  if (!element) return false;
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
}

/**
 * Spread on the button that opens the popover `panelId`. No `aria-expanded`: the browser exposes the state of a
 * `popovertarget` button itself, and HTML forbids the attribute on it.
 */
export function popoverTargetProps(panelId: string): {popoverTarget: string} {
  return {popoverTarget: panelId};
}
