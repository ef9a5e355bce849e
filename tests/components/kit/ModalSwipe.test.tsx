import {act, fireEvent, render, screen} from '@testing-library/react';
import React from 'react';

import {Harness, openModal, rootOf} from './modalHarness';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Modal swipe', () => {
  function swipe(dialog: HTMLElement, dy: number, durationMs: number): void {
    fireEvent.touchStart(dialog, {touches: [{clientX: 10, clientY: 100}]});
    act(() => {
      jest.advanceTimersByTime(durationMs);
    });
    fireEvent.touchMove(dialog, {touches: [{clientX: 10, clientY: 100 + dy}]});
    fireEvent.touchEnd(dialog, {touches: []});
  }

  function renderWithHeight(height: number): HTMLElement {
    render(<Harness name="S" />);
    openModal('S');
    const dialog = screen.getByRole('dialog', {name: 'S'});
    dialog.getBoundingClientRect = () => ({height, width: 300}) as DOMRect;
    return dialog;
  }

  it('closes when a slow swipe passes 10% of the height', () => {
    const dialog = renderWithHeight(500);
    swipe(dialog, 51, 1000);
    expect(rootOf('S')).toHaveAttribute('data-state', 'closing');
  });

  it('stays open when a slow swipe stays within 10% of the height', () => {
    const dialog = renderWithHeight(500);
    swipe(dialog, 50, 1000);
    expect(rootOf('S')).toHaveAttribute('data-state', 'open');
    expect(dialog.style.transform).toBe('');
  });

  it('closes a short swipe completed within 300 ms, not one that takes 301 ms', () => {
    const dialog = renderWithHeight(500);
    swipe(dialog, 20, 301);
    expect(rootOf('S')).toHaveAttribute('data-state', 'open');
    swipe(dialog, 20, 300);
    expect(rootOf('S')).toHaveAttribute('data-state', 'closing');
  });

  it('ignores swipes the other way and across', () => {
    const dialog = renderWithHeight(500);
    swipe(dialog, -200, 100);
    fireEvent.touchStart(dialog, {touches: [{clientX: 10, clientY: 100}]});
    fireEvent.touchMove(dialog, {touches: [{clientX: 200, clientY: 160}]});
    fireEvent.touchEnd(dialog, {touches: []});
    expect(rootOf('S')).toHaveAttribute('data-state', 'open');
  });
});
