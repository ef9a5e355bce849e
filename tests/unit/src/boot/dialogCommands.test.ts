/** @jest-environment jsdom */
/**
 * The boot script's dialog commands in a browser without invoker commands (jsdom): a command button opens and
 * closes its dialog, and a link that names a dialog opens it on a plain click and stays a link otherwise.
 */
import {closeDetailsOnEscape, openDialogsFromLinks, runDialogCommandsWhereMissing} from '@site/src/boot/dialogCommands';

/** jsdom's dialog has no modal mode: `showModal` and `close` stand in for the browser's, setting `open`. */
function standInDialog(id: string): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.id = id;
  dialog.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  document.body.append(dialog);
  return dialog;
}

describe('dialog commands in the boot script', () => {
  beforeAll(() => {
    runDialogCommandsWhereMissing(document);
    openDialogsFromLinks(document);
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('runs show-modal and close where the browser has no invoker commands', () => {
    expect('commandForElement' in HTMLButtonElement.prototype).toBe(false);
    const dialog = standInDialog('menu');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<button commandfor="menu" command="show-modal">nyit</button><button commandfor="menu" command="close">zár</button>',
    );
    const [open, close] = document.querySelectorAll('button');
    open.click();
    expect(dialog.open).toBe(true);
    close.click();
    expect(dialog.open).toBe(false);
  });

  it('opens the dialog a link names on a plain click instead of following it', () => {
    const dialog = standInDialog('certificate');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="/world-record/" data-opens-dialog="certificate">rekord</a>',
    );
    const link = document.querySelector('a')!;
    const followed = link.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, button: 0}));
    expect(followed).toBe(false);
    expect(dialog.open).toBe(true);
  });

  it('opens it on Space too (announced as opening a dialog, like a button)', () => {
    const dialog = standInDialog('certificate');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="/world-record/" data-opens-dialog="certificate">rekord</a>',
    );
    const space = new KeyboardEvent('keydown', {key: ' ', bubbles: true, cancelable: true});
    expect(document.querySelector('a')!.dispatchEvent(space)).toBe(false);
    expect(dialog.open).toBe(true);
  });

  it('leaves a click with a modifier key, and a link whose dialog is missing, to the browser', () => {
    const dialog = standInDialog('certificate');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="/world-record/" data-opens-dialog="certificate">rekord</a><a href="/x/" data-opens-dialog="none">x</a>',
    );
    const [link, orphan] = document.querySelectorAll('a');
    const ctrl = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0, ctrlKey: true});
    expect(link.dispatchEvent(ctrl)).toBe(true);
    expect(dialog.open).toBe(false);
    expect(orphan.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}))).toBe(true);
  });
});

describe('Escape on an accordion item that asks for it', () => {
  beforeAll(() => closeDetailsOnEscape(document));
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('closes the open item and puts focus on its question; other details are left alone', () => {
    document.body.innerHTML =
      '<details data-closes-on-escape open><summary>Kérdés</summary><a href="/x/">válasz</a></details>' +
      '<details open><summary>Más</summary><a href="/y/">más</a></details>';
    const [faq, other] = document.querySelectorAll('details');
    const escape = () => new KeyboardEvent('keydown', {key: 'Escape', bubbles: true, cancelable: true});
    faq.querySelector('a')!.dispatchEvent(escape());
    expect(faq.open).toBe(false);
    expect(document.activeElement).toBe(faq.querySelector('summary'));
    other.querySelector('a')!.dispatchEvent(escape());
    expect(other.open).toBe(true);
  });
});
