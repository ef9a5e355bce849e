/**
 * One owner of a dialog's open state: the `<dialog>` element itself, in the page's HTML from the first paint. A
 * button opens or closes it by itself with invoker commands (`commandfor` + `command`), before, during and
 * after the app's load; the browser closes it on Escape and gives focus back to the button. Where a browser
 * lacks invoker commands, the boot script runs the same two commands (`src/boot/dialogCommands.ts`). The app
 * never keeps a copy of whether it is open; it only closes it (a chosen link, a new page).
 */
export type DialogCommand = 'show-modal' | 'close';

/** Spread on the button that runs `command` on the dialog `dialogId` (lower-case attributes: React passes them on). */
export function dialogCommandProps(dialogId: string, command: DialogCommand): Record<string, string> {
  return {commandfor: dialogId, command};
}

/** Closes the dialog when it is open. */
export function closeDialog(dialog: HTMLDialogElement | null): void {
  if (dialog?.open) dialog.close();
}
