import {createModalStack, type ModalLifecycle, nextModalLifecycle} from '@site/src/lib/modalStack';

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
