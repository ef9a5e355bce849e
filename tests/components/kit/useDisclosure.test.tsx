import {act, fireEvent, render, screen} from '@testing-library/react';
import React, {type ReactNode, useId, useRef, useState} from 'react';

import Modal from '@site/src/components/kit/Modal';
import {useDisclosure} from '@site/src/components/kit/useDisclosure';

/** A one-panel disclosure like the header menus, with the options under test. */
function Menu({escapeAnywhere = false}: {escapeAnywhere?: boolean}): ReactNode {
  const rootRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const disclosure = useDisclosure<'panel'>({rootRef, escapeAnywhere});
  return (
    <div ref={rootRef} {...disclosure.rootProps}>
      <button type="button" {...disclosure.triggerProps('panel', id)}>
        menu
      </button>
      <div {...disclosure.panelProps('panel', id)}>
        <a href="/x/">inside link</a>
      </div>
      <button type="button" onMouseEnter={() => disclosure.controller.hover('panel')}>
        hover target
      </button>
    </div>
  );
}

function DialogWith({children}: {children?: ReactNode}): ReactNode {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} label="dialog">
      <button type="button">in dialog</button>
      {children}
    </Modal>
  );
}

function settle(): void {
  act(() => {
    jest.advanceTimersByTime(200);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDisclosure', () => {
  it('opens on a press, closes on Escape inside and gives focus back to its trigger', () => {
    render(<Menu />);
    const trigger = screen.getByRole('button', {name: 'menu'});
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('link', {name: 'inside link'}).focus();
    fireEvent.keyDown(document.activeElement!, {key: 'Escape'});
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('closes on a pointer press outside and when one of its links is followed', () => {
    render(<Menu />);
    const trigger = screen.getByRole('button', {name: 'menu'});
    fireEvent.click(trigger);
    fireEvent.pointerDown(document.body);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('link', {name: 'inside link'}));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('with escapeAnywhere, Escape elsewhere on the page closes it', () => {
    render(<Menu escapeAnywhere />);
    const trigger = screen.getByRole('button', {name: 'menu'});
    fireEvent.click(trigger);
    fireEvent.keyDown(document.body, {key: 'Escape'});
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves Escape to an open dialog even when a hover has opened a panel behind it', () => {
    render(
      <>
        <Menu escapeAnywhere />
        <DialogWith />
      </>,
    );
    settle();
    // A stray hover (the pointer resting where the menu is) opens the panel while the dialog is open.
    fireEvent.mouseEnter(screen.getByText('hover target'));
    const dialogButton = screen.getByRole('button', {name: 'in dialog'});
    expect(dialogButton).toHaveFocus();
    fireEvent.keyDown(dialogButton, {key: 'Escape'});
    settle();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('inside a dialog, Escape closes the disclosure and the dialog stays open', () => {
    render(
      <DialogWith>
        <Menu />
      </DialogWith>,
    );
    settle();
    const trigger = screen.getByRole('button', {name: 'menu'});
    fireEvent.click(trigger);
    fireEvent.keyDown(trigger, {key: 'Escape'});
    settle();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', {name: 'dialog'})).toBeInTheDocument();
  });
});
