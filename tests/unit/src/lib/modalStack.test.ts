import {createModalStack, type ModalLifecycle, nextModalLifecycle, shouldCloseOnSwipe} from '@site/src/lib/modalStack';

describe('modal stack', () => {
  it('keeps the opening order: the last opened is on top', () => {
    const stack = createModalStack();
    stack.push('a');
    stack.push('b');
    stack.push('c');
    expect(stack.top()).toBe('c');
    expect(['a', 'b', 'c'].map((id) => stack.isTopmost(id))).toEqual([false, false, true]);
    stack.remove('b');
    expect(stack.top()).toBe('c');
    expect(stack.isTopmost('missing')).toBe(false);
  });

  it('knows the topmost and lets a lower modal become topmost again', () => {
    const stack = createModalStack();
    stack.push('a');
    stack.push('b');
    expect(stack.top()).toBe('b');
    expect(stack.isTopmost('a')).toBe(false);
    stack.remove('b');
    expect(stack.isTopmost('a')).toBe(true);
    stack.remove('a');
    expect(stack.top()).toBeUndefined();
    expect(stack.isTopmost('a')).toBe(false);
  });

  it('ignores a second push of the same id and notifies listeners on changes only', () => {
    const stack = createModalStack();
    const listener = jest.fn();
    const unsubscribe = stack.subscribe(listener);
    stack.push('a');
    stack.push('a');
    stack.remove('x');
    expect(stack.top()).toBe('a');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    stack.remove('a');
    // One remove empties it: the second push added nothing.
    expect(stack.top()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('is scroll-locked while any locking modal is open', () => {
    const stack = createModalStack();
    stack.push('plain');
    expect(stack.isScrollLocked()).toBe(false);
    stack.push('warning', {lockScroll: true});
    stack.push('menu');
    expect(stack.isScrollLocked()).toBe(true);
    stack.remove('warning');
    expect(stack.isScrollLocked()).toBe(false);
  });
});

describe('shouldCloseOnSwipe', () => {
  const slow = 1000;
  it('closes when a slow swipe passes 10% of the size, not at or below it', () => {
    expect(shouldCloseOnSwipe({distance: 81, size: 800, durationMs: slow})).toBe(true);
    expect(shouldCloseOnSwipe({distance: 80, size: 800, durationMs: slow})).toBe(false);
    expect(shouldCloseOnSwipe({distance: 40, size: 800, durationMs: slow})).toBe(false);
  });

  it('closes a short swipe that completes within 300 ms, not one that takes longer', () => {
    expect(shouldCloseOnSwipe({distance: 20, size: 800, durationMs: 300})).toBe(true);
    expect(shouldCloseOnSwipe({distance: 20, size: 800, durationMs: 120})).toBe(true);
    expect(shouldCloseOnSwipe({distance: 20, size: 800, durationMs: 301})).toBe(false);
  });

  it('never closes on a tap or a swipe the other way', () => {
    expect(shouldCloseOnSwipe({distance: 0, size: 800, durationMs: 50})).toBe(false);
    expect(shouldCloseOnSwipe({distance: 5, size: 20, durationMs: 50})).toBe(false);
    expect(shouldCloseOnSwipe({distance: -200, size: 800, durationMs: 50})).toBe(false);
    expect(shouldCloseOnSwipe({distance: Number.NaN, size: 800, durationMs: 50})).toBe(false);
  });
});

describe('modal lifecycle', () => {
  it('runs closed → opening → open → closing → closed', () => {
    let state: ModalLifecycle = 'closed';
    const seen: ModalLifecycle[] = [state];
    for (const event of ['show', 'shown', 'hide', 'hidden'] as const) {
      state = nextModalLifecycle(state, event);
      seen.push(state);
    }
    expect(seen).toEqual(['closed', 'opening', 'open', 'closing', 'closed']);
  });

  it('ignores out-of-order events', () => {
    expect(nextModalLifecycle('closed', 'shown')).toBe('closed');
    expect(nextModalLifecycle('open', 'hidden')).toBe('open');
    expect(nextModalLifecycle('closing', 'show')).toBe('opening');
    expect(nextModalLifecycle('closed', 'hide')).toBe('closed');
  });
});
