import {createStore, sameRecord} from '@site/src/lib/store';

describe('the one store', () => {
  it('holds a value and replaces it, directly or from the current one', () => {
    const store = createStore(1);
    expect(store.get()).toBe(1);
    store.set(2);
    expect(store.get()).toBe(2);
    store.set((current) => current + 3);
    expect(store.get()).toBe(5);
  });

  it('notifies listeners on a real change only (Object.is)', () => {
    const state = {open: false};
    const store = createStore(state);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(state);
    store.set((current) => current);
    expect(listener).not.toHaveBeenCalled();
    store.set({open: false});
    expect(listener).toHaveBeenCalledTimes(1);

    const number = createStore(Number.NaN);
    const onNumber = jest.fn();
    number.subscribe(onNumber);
    number.set(Number.NaN);
    expect(onNumber).not.toHaveBeenCalled();
    number.set(-0);
    number.set(0);
    expect(onNumber).toHaveBeenCalledTimes(2);
  });

  it('stores a function value only when the setter returns it', () => {
    const run = (): string => 'ran';
    const store = createStore<() => string>(() => 'first');
    store.set(() => run);
    expect(store.get()).toBe(run);
  });

  it('stops calling a listener once it unsubscribes, even during a notification', () => {
    const store = createStore(0);
    const calls: string[] = [];
    const unsubscribeFirst = store.subscribe(() => {
      calls.push('first');
      unsubscribeLast();
    });
    const unsubscribeLast = store.subscribe(() => calls.push('last'));
    store.set(1);
    // The notification in progress still reaches the listeners it started with.
    expect(calls).toEqual(['first', 'last']);
    store.set(2);
    expect(calls).toEqual(['first', 'last', 'first']);
    unsubscribeFirst();
    store.set(3);
    expect(calls).toEqual(['first', 'last', 'first']);
  });

  it('calls the same listener once per change, however often it subscribed', () => {
    const store = createStore('a');
    const listener = jest.fn();
    store.subscribe(listener);
    store.subscribe(listener);
    store.set('b');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('sameRecord', () => {
  it('compares records key by key, and null with null only', () => {
    const a = {isMobile: false, isIos: true};
    expect(sameRecord(a, {isMobile: false, isIos: true})).toBe(true);
    expect(sameRecord(a, {isMobile: true, isIos: true})).toBe(false);
    expect(sameRecord(null, a)).toBe(false);
    expect(sameRecord(a, null)).toBe(false);
    expect(sameRecord(null, null)).toBe(true);
  });
});
