/** @jest-environment jsdom */
import {act, fireEvent, render, screen} from '@testing-library/react';
import React from 'react';

import {boxOf, Harness, openModal, rootOf} from './modalHarness';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('Modal swipe', () => {
  /** A one-finger swipe on the dialog's content (touches bubble up to the box). */
  function swipe(box: HTMLElement, dy: number, durationMs: number): void {
    const content = screen.getByTestId('holder-S');
    fireEvent.touchStart(content, {touches: [{clientX: 10, clientY: 100}]});
    act(() => {
      jest.advanceTimersByTime(durationMs);
    });
    fireEvent.touchMove(content, {touches: [{clientX: 10, clientY: 100 + dy}]});
    expect(box.style.transform).toBe(`translate3d(0, ${Math.max(0, dy)}px, 0)`);
    fireEvent.touchEnd(content, {touches: []});
  }

  /** Opens the modal; its box measures `height` px. */
  function renderWithHeight(height: number): HTMLElement {
    render(<Harness name="S" />);
    openModal('S');
    const box = boxOf('S');
    box.getBoundingClientRect = () => ({height, width: 300}) as DOMRect;
    return box;
  }

  it('closes when a slow swipe passes 10% of the height', () => {
    const box = renderWithHeight(500);
    swipe(box, 51, 1000);
    expect(rootOf('S')).toHaveProperty('open', false);
  });

  it('stays open when a slow swipe stays within 10% of the height', () => {
    const box = renderWithHeight(500);
    swipe(box, 50, 1000);
    expect(rootOf('S')).toHaveProperty('open', true);
    expect(box.style.transform).toBe('');
  });

  it('closes a short swipe completed within 300 ms, not one that takes 301 ms', () => {
    const box = renderWithHeight(500);
    swipe(box, 20, 301);
    expect(rootOf('S')).toHaveProperty('open', true);
    swipe(box, 20, 300);
    expect(rootOf('S')).toHaveProperty('open', false);
  });

  it('ignores swipes the other way and across', () => {
    const box = renderWithHeight(500);
    swipe(box, -200, 100);
    fireEvent.touchStart(box, {touches: [{clientX: 10, clientY: 100}]});
    fireEvent.touchMove(box, {touches: [{clientX: 200, clientY: 160}]});
    fireEvent.touchEnd(box, {touches: []});
    expect(rootOf('S')).toHaveProperty('open', true);
  });
});
