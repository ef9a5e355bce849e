/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import React from 'react';
import {renderToString} from 'react-dom/server';

import Modal from '@site/src/components/kit/Modal';

import {boxOf, finishTransitions, Harness, openModal, rootOf} from './modalHarness';

let mockIsBrowser = true;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockIsBrowser}));

beforeEach(() => {
  mockIsBrowser = true;
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

function escape(): void {
  fireEvent.keyDown(document.activeElement ?? document, {key: 'Escape'});
}

/** A close request that reaches a dialog directly (as the browser sends it); true when it was not prevented. */
function cancel(dialog: HTMLDialogElement): boolean {
  let notPrevented = false;
  act(() => {
    notPrevented = dialog.dispatchEvent(new Event('cancel', {cancelable: true}));
  });
  return notPrevented;
}

/** Modals A and B, both open, B on top. */
function openTwo(): void {
  render(
    <>
      <Harness name="A" />
      <Harness name="B" />
    </>,
  );
  openModal('A');
  openModal('B');
}

describe('Modal', () => {
  it('renders nothing while closed and a labelled native modal <dialog> in <body> when open', () => {
    render(<Harness name="A" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    openModal('A');
    const dialog = screen.getByRole('dialog', {name: 'A'});
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveProperty('open', true);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.parentElement).toBe(document.body);
  });

  it('renders nothing on the server and never calls showModal there', () => {
    mockIsBrowser = false;
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const html = renderToString(
      <Modal open onClose={() => undefined} label="S">
        <button type="button">inside</button>
      </Modal>,
    );
    expect(html).toBe('');
    expect(showModal).not.toHaveBeenCalled();
    showModal.mockRestore();
  });

  it('closes the dialog at once (the page is live again) and keeps it painted through closing', () => {
    render(<Harness name="A" />);
    openModal('A');
    escape();
    expect(rootOf('A').open).toBe(false);
    finishTransitions();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('closed at once after opening, it still closes before it leaves the DOM and focus returns', () => {
    render(<Harness name="A" />);
    const opener = screen.getByRole('button', {name: 'open A'});
    opener.focus();
    fireEvent.click(opener);
    // No timer has run yet (the enter transition is still going): Escape at once.
    escape();
    expect(rootOf('A').open).toBe(false);
    expect(opener).toHaveFocus();
    finishTransitions();
    expect(document.querySelector('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('stacks in opening order: the last opened is last in <body> (the topmost, which shows its backdrop)', () => {
    render(
      <>
        <Harness name="A" />
        <Harness name="B" />
        <Harness name="C" />
      </>,
    );
    openModal('C');
    openModal('A');
    openModal('B');
    expect(['A', 'B', 'C'].map((name) => rootOf(name).open)).toEqual([true, true, true]);
    const order = [...document.querySelectorAll('dialog')].map((dialog) => dialog.getAttribute('aria-label'));
    expect(order).toEqual(['C', 'A', 'B']);
  });

  it('closes only the topmost modal on Escape, then the next one', () => {
    openTwo();
    escape();
    finishTransitions();
    expect(screen.queryByRole('dialog', {name: 'B'})).toBeNull();
    expect(screen.getByRole('dialog', {name: 'A'})).toBeInTheDocument();
    escape();
    finishTransitions();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('always prevents the browser closing on cancel: a lower modal and one its owner keeps open stay open', () => {
    render(
      <>
        <Harness name="A" />
        <Modal open onClose={() => undefined} label="K">
          <button type="button">inside K</button>
        </Modal>
      </>,
    );
    openModal('A');
    // A close request that reaches the lower modal K (the browser groups dialogs opened without a user gesture).
    expect(cancel(rootOf('K'))).toBe(false);
    finishTransitions();
    expect(rootOf('K').open).toBe(true);
    expect(rootOf('A').open).toBe(true);
    escape();
    finishTransitions();
    expect(screen.queryByRole('dialog', {name: 'A'})).toBeNull();
    // K is topmost now, and its owner keeps it open.
    escape();
    finishTransitions();
    expect(rootOf('K').open).toBe(true);
  });

  it('closes one modal per close request even when the browser sends it to a group of dialogs', () => {
    openTwo();
    // One request, topmost first, in one task: B closes; A (topmost by then) stays.
    cancel(rootOf('B'));
    cancel(rootOf('A'));
    finishTransitions();
    expect(screen.queryByRole('dialog', {name: 'B'})).toBeNull();
    expect(rootOf('A').open).toBe(true);
    // The next request (a later task) closes A.
    escape();
    finishTransitions();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is shown again when the browser closes it on its own while it should be open', () => {
    render(<Harness name="A" />);
    openModal('A');
    act(() => rootOf('A').close());
    finishTransitions();
    expect(rootOf('A').open).toBe(true);
  });

  it('closes on a click outside its box, not inside it, nor after a drag that starts inside', () => {
    render(<Harness name="A" />);
    openModal('A');
    const holder = screen.getByTestId('holder-A');
    fireEvent.pointerDown(holder);
    fireEvent.click(holder);
    expect(rootOf('A')).toHaveProperty('open', true);
    const dialog = screen.getByRole('dialog', {name: 'A'});
    fireEvent.pointerDown(holder);
    fireEvent.click(dialog);
    expect(rootOf('A')).toHaveProperty('open', true);
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(rootOf('A')).toHaveProperty('open', false);
  });

  it('moves focus in when shown and back to the opener when closed', () => {
    render(<Harness name="A" />);
    const opener = screen.getByRole('button', {name: 'open A'});
    openModal('A');
    expect(screen.getByRole('button', {name: 'first A'})).toHaveFocus();
    fireEvent.click(screen.getByRole('button', {name: 'close A'}));
    expect(opener).toHaveFocus();
  });

  it('puts className on the box', () => {
    render(<Harness name="M" className="card" />);
    openModal('M');
    expect(boxOf('M')).toHaveClass('box', 'card');
  });
});
