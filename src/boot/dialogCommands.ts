/** Invoker commands (`show-modal`, `close`) where the browser lacks them. */
export function runDialogCommandsWhereMissing(page: Document): void {
  if ('commandForElement' in HTMLButtonElement.prototype) return;
  page.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
    const dialog = page.getElementById(button?.getAttribute('commandfor') ?? '');
    if (event.defaultPrevented || !(dialog instanceof HTMLDialogElement)) return;
    const command = button?.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    else if (command === 'close' && dialog.open) dialog.close();
  });
}

export const OPENS_DIALOG_ATTRIBUTE = 'data-opens-dialog';

/** Others open a new tab or window, as the browser does. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function dialogOfLink(page: Document, target: EventTarget | null): HTMLDialogElement | null {
  const link = target instanceof Element ? target.closest(`a[${OPENS_DIALOG_ATTRIBUTE}]`) : null;
  const dialog = page.getElementById(link?.getAttribute(OPENS_DIALOG_ATTRIBUTE) ?? '');
  return dialog instanceof HTMLDialogElement && typeof dialog.showModal === 'function' ? dialog : null;
}

/**
 * A link that names a dialog of the page opens it in place (the record badge: the certificate), also on Space
 * (it is announced as opening a dialog, like a button). With a modifier key, or where the browser has no dialogs,
 * it stays the link it is.
 */
export function openDialogsFromLinks(page: Document): void {
  const open = (event: MouseEvent | KeyboardEvent, plain: boolean): void => {
    const dialog = plain ? dialogOfLink(page, event.target) : null;
    if (event.defaultPrevented || !dialog) return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
  };
  page.addEventListener('click', (event) => open(event, isPlainClick(event)));
  page.addEventListener('keydown', (event) => open(event, event.key === ' '));
}

export const CLOSES_ON_ESCAPE_ATTRIBUTE = 'data-closes-on-escape';

/** As Escape closes the page's popups and dialogs (the platform's `<details>` has no Escape of its own). */
export function closeDetailsOnEscape(page: Document): void {
  page.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !(event.target instanceof Element)) return;
    const details = event.target.closest(`details[${CLOSES_ON_ESCAPE_ATTRIBUTE}]`);
    if (!(details instanceof HTMLDetailsElement) || !details.open) return;
    details.open = false;
    details.querySelector<HTMLElement>(':scope > summary')?.focus();
  });
}
