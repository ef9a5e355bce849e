/** The test harness of the Modal tests: a named modal with an opener, and three controls in a holder inside its box. */
import {act, fireEvent, screen} from '@testing-library/react';
import React, {useState} from 'react';

import Modal, {type ModalProps} from '@site/src/components/kit/Modal';

export function Harness({
  name,
  initiallyOpen = false,
  children,
  ...rest
}: Partial<ModalProps> & {name: string; initiallyOpen?: boolean}): React.ReactNode {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open {name}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} label={name} {...rest}>
        <div data-testid={`holder-${name}`}>
          <button type="button">first {name}</button>
          <a href="/x/">middle {name}</a>
          <button type="button" onClick={() => setOpen(false)}>
            close {name}
          </button>
          {children}
        </div>
      </Modal>
    </>
  );
}

/** The <dialog> of a modal, also while it closes (a closed dialog is hidden, so not found by role). */
export function rootOf(name: string): HTMLDialogElement {
  const dialog = document.querySelector<HTMLDialogElement>(`dialog[data-modal-root][aria-label="${name}"]`);
  if (!dialog) throw new Error(`no modal ${name}`);
  return dialog;
}

/** The box (the card) inside a modal: the swipe target and the default inner holder. */
export function boxOf(name: string): HTMLElement {
  return rootOf(name).firstElementChild as HTMLElement;
}

export function openModal(name: string): void {
  const opener = screen.getByRole('button', {name: `open ${name}`});
  opener.focus();
  fireEvent.click(opener);
  act(() => {
    jest.advanceTimersByTime(20);
  });
}

export function finishTransitions(): void {
  act(() => {
    jest.advanceTimersByTime(500);
  });
}
