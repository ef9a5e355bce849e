import {act, fireEvent, render, screen} from '@testing-library/react';
import React, {useRef} from 'react';

import Modal from '@site/src/components/kit/Modal';

import {finishTransitions, Harness, openModal, rootOf} from './modalHarness';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Modal', () => {
  it('renders nothing while closed and a labelled modal dialog in <body> when open', () => {
    render(<Harness name="A" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    openModal('A');
    const dialog = screen.getByRole('dialog', {name: 'A'});
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.closest('[data-modal-root]')?.parentElement).toBe(document.body);
    expect(rootOf('A')).toHaveAttribute('data-state', 'open');
  });

  it('goes through closing before it is removed', () => {
    render(<Harness name="A" />);
    openModal('A');
    fireEvent.keyDown(document.activeElement ?? document, {key: 'Escape'});
    expect(rootOf('A')).toHaveAttribute('data-state', 'closing');
    finishTransitions();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stacks at z-index 1000, 1002, 1004 and shows only the topmost overlay', () => {
    render(
      <>
        <Harness name="A" />
        <Harness name="B" />
        <Harness name="C" />
      </>,
    );
    openModal('A');
    openModal('B');
    openModal('C');
    expect(['A', 'B', 'C'].map((name) => rootOf(name).style.zIndex)).toEqual(['1000', '1002', '1004']);
    expect(['A', 'B', 'C'].map((name) => rootOf(name).getAttribute('data-topmost'))).toEqual([
      'false',
      'false',
      'true',
    ]);
  });

  it('closes only the topmost modal on Escape, then the next one', () => {
    render(
      <>
        <Harness name="A" />
        <Harness name="B" />
      </>,
    );
    openModal('A');
    openModal('B');
    fireEvent.keyDown(document, {key: 'Escape'});
    finishTransitions();
    expect(screen.queryByRole('dialog', {name: 'B'})).toBeNull();
    expect(screen.getByRole('dialog', {name: 'A'})).toBeInTheDocument();
    expect(rootOf('A')).toHaveAttribute('data-topmost', 'true');
    fireEvent.keyDown(document, {key: 'Escape'});
    finishTransitions();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside the inner holder, not inside it', () => {
    render(<Harness name="A" />);
    openModal('A');
    const holder = screen.getByTestId('holder-A');
    fireEvent.pointerDown(holder);
    fireEvent.click(holder);
    expect(rootOf('A')).toHaveAttribute('data-state', 'open');
    const dialog = screen.getByRole('dialog', {name: 'A'});
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(rootOf('A')).toHaveAttribute('data-state', 'closing');
  });

  it('does not close when a drag starts inside and ends outside, or when outside clicks are off', () => {
    render(
      <>
        <Harness name="A" />
        <Harness name="B" closeOnOutsideClick={false} />
      </>,
    );
    openModal('A');
    fireEvent.pointerDown(screen.getByTestId('holder-A'));
    fireEvent.click(screen.getByRole('dialog', {name: 'A'}));
    expect(rootOf('A')).toHaveAttribute('data-state', 'open');
    fireEvent.keyDown(document, {key: 'Escape'});
    finishTransitions();
    openModal('B');
    const dialogB = screen.getByRole('dialog', {name: 'B'});
    fireEvent.pointerDown(dialogB);
    fireEvent.click(dialogB);
    expect(rootOf('B')).toHaveAttribute('data-state', 'open');
  });

  it('moves focus in, traps Tab and Shift+Tab, and returns focus to the opener', () => {
    render(<Harness name="A" />);
    const opener = screen.getByRole('button', {name: 'open A'});
    openModal('A');
    const first = screen.getByRole('button', {name: 'first A'});
    const last = screen.getByRole('button', {name: 'close A'});
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, {key: 'Tab', shiftKey: true});
    expect(last).toHaveFocus();
    fireEvent.keyDown(last, {key: 'Tab'});
    expect(first).toHaveFocus();
    // Focus that escapes the dialog is brought back.
    act(() => opener.focus());
    expect(first).toHaveFocus();
    fireEvent.click(last);
    expect(opener).toHaveFocus();
  });

  it('focuses initialFocusRef when given', () => {
    function WithRef(): React.ReactNode {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => undefined} label="R" initialFocusRef={ref}>
          <button type="button">one</button>
          <button type="button" ref={ref}>
            two
          </button>
        </Modal>
      );
    }
    render(<WithRef />);
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(screen.getByRole('button', {name: 'two'})).toHaveFocus();
  });

  it('locks page scroll while a locking modal is open and restores it after the last one', () => {
    document.body.style.overflow = 'scroll';
    render(
      <>
        <Harness name="A" lockScroll />
        <Harness name="B" lockScroll />
      </>,
    );
    openModal('A');
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.documentElement.style.overflow).toBe('hidden');
    openModal('B');
    fireEvent.keyDown(document, {key: 'Escape'});
    finishTransitions();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, {key: 'Escape'});
    finishTransitions();
    expect(document.body.style.overflow).toBe('scroll');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('makes the page and lower modals inert while a modal is open, and restores them', () => {
    const {container} = render(
      <>
        <Harness name="A" />
        <Harness name="B" />
      </>,
    );
    const page = container.parentElement === document.body ? container : document.body.firstElementChild!;
    openModal('A');
    expect(page).toHaveAttribute('inert');
    expect(rootOf('A')).not.toHaveAttribute('inert');
    openModal('B');
    expect(rootOf('A')).toHaveAttribute('inert');
    expect(rootOf('B')).not.toHaveAttribute('inert');
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(rootOf('A')).not.toHaveAttribute('inert');
    expect(page).toHaveAttribute('inert');
    finishTransitions();
    fireEvent.keyDown(document, {key: 'Escape'});
    expect(page).not.toHaveAttribute('inert');
    finishTransitions();
  });

  it('leaves elements that were inert before untouched', () => {
    const outside = document.createElement('div');
    outside.setAttribute('inert', '');
    document.body.appendChild(outside);
    render(<Harness name="A" />);
    openModal('A');
    fireEvent.keyDown(document, {key: 'Escape'});
    finishTransitions();
    expect(outside).toHaveAttribute('inert');
    outside.remove();
  });

  it('does not lock scroll unless asked', () => {
    document.body.style.overflow = '';
    render(<Harness name="A" />);
    openModal('A');
    expect(document.body.style.overflow).toBe('');
  });

  it('uses the full-screen variant when asked', () => {
    render(<Harness name="M" variant="fullscreen" />);
    openModal('M');
    expect(rootOf('M')).toHaveAttribute('data-variant', 'fullscreen');
    expect(rootOf('M')).toHaveClass('fullscreen');
  });
});
