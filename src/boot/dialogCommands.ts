/**
 * Invoker commands where the browser lacks them: a `<button commandfor=… command=show-modal|close>` opens or
 * closes its dialog (the page's dialogs are their own open state). A browser that has them runs them itself,
 * and this listens to nothing.
 */
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

/** The attribute of a link that opens a dialog of the page (its id) instead of leaving it. */
export const OPENS_DIALOG_ATTRIBUTE = 'data-opens-dialog';

/** A primary-button click without modifier keys (others open a new tab or window, as the browser does). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The link's dialog, when the browser can show it modally. */
function dialogOfLink(page: Document, target: EventTarget | null): HTMLDialogElement | null {
  const link = target instanceof Element ? target.closest(`a[${OPENS_DIALOG_ATTRIBUTE}]`) : null;
  const dialog = page.getElementById(link?.getAttribute(OPENS_DIALOG_ATTRIBUTE) ?? '');
  return dialog instanceof HTMLDialogElement && typeof dialog.showModal === 'function' ? dialog : null;
}

/**
 * A link that names a dialog of the page opens it in place (the record badge: the certificate), before and
 * after the app runs, on a plain click, Enter, or Space (it is announced as opening a dialog, like a button).
 * With a modifier key or another button, or where the browser has no dialogs, it stays the link it is (the
 * record's page).
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

/** On a `<details>` that Escape closes (`data-closes-on-escape`): the FAQ's questions. */
export const CLOSES_ON_ESCAPE_ATTRIBUTE = 'data-closes-on-escape';

/**
 * Escape inside an open accordion item that asks for it closes the item and puts focus on its question, as
 * Escape closes the page's popups and dialogs (the platform's `<details>` has no Escape of its own).
 */
export function closeDetailsOnEscape(page: Document): void {
  page.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !(event.target instanceof Element)) return;
    const details = event.target.closest(`details[${CLOSES_ON_ESCAPE_ATTRIBUTE}]`);
    if (!(details instanceof HTMLDetailsElement) || !details.open) return;
    details.open = false;
    details.querySelector<HTMLElement>(':scope > summary')?.focus();
  });
}
