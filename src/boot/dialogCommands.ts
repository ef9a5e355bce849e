/**
 * Invoker commands where the browser lacks them: a `<button commandfor=… command=show-modal|close>` opens or
 * closes its dialog (the page's dialogs are their own open state: `src/components/kit/dialogCommand`). A
 * browser that has them runs them itself, and this listens to nothing.
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

/**
 * A link that names a dialog of the page opens it in place (the record badge: the certificate), before and
 * after the app runs. With a modifier key or another button, or where the browser has no dialogs, it stays the
 * link it is (the record's page).
 */
export function openDialogsFromLinks(page: Document): void {
  page.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest(`a[${OPENS_DIALOG_ATTRIBUTE}]`) : null;
    const dialog = page.getElementById(link?.getAttribute(OPENS_DIALOG_ATTRIBUTE) ?? '');
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick || !(dialog instanceof HTMLDialogElement)) return;
    if (typeof dialog.showModal !== 'function') return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
  });
}
