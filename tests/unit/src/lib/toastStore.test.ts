import {
  createToastStore,
  TOAST_DEFAULT_BACKGROUND,
  TOAST_DEFAULT_COLOR,
  TOAST_DEFAULT_TIMEOUT_MS,
} from '@site/src/lib/toastStore';

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});

afterEach(() => {
  jest.useRealTimers();
});

describe('toast store', () => {
  it('fills in the defaults: id = creation time in ms, red background, white text, 50000 ms', () => {
    const store = createToastStore();
    const toast = store.add({text: 'Szia'});
    expect(toast.id).toBe(Date.now());
    expect(toast.id).toBe(new Date('2026-11-21T10:00:00Z').getTime());
    expect(toast.backgroundColor).toBe('#D30000');
    expect(toast.color).toBe('#fff');
    expect(toast.timeout).toBe(50000);
    expect([TOAST_DEFAULT_BACKGROUND, TOAST_DEFAULT_COLOR, TOAST_DEFAULT_TIMEOUT_MS]).toEqual([
      '#D30000',
      '#fff',
      50000,
    ]);
    expect(store.getSnapshot()).toEqual([toast]);
  });

  it('keeps given values and gives two toasts of the same millisecond different ids', () => {
    const store = createToastStore();
    const a = store.add({text: 'a', id: 'custom', backgroundColor: '#000', color: '#eee', timeout: 10, class: 'x'});
    expect(a).toMatchObject({id: 'custom', backgroundColor: '#000', color: '#eee', timeout: 10, class: 'x'});
    const b = store.add({text: 'b'});
    const c = store.add({text: 'c'});
    expect(c.id).not.toBe(b.id);
    expect(store.getSnapshot().map((toast) => toast.text)).toEqual(['a', 'b', 'c']);
  });

  it('replaces a toast added again with the same id', () => {
    const store = createToastStore();
    store.add({id: 1, text: 'old'});
    store.add({id: 1, text: 'new'});
    expect(store.getSnapshot().map((toast) => toast.text)).toEqual(['new']);
  });

  it('removes, updates and clears, notifying subscribers', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.add({id: 1, text: 'one'});
    store.add({id: 2, text: 'two'});
    store.update(1, {text: 'egy', color: '#000'});
    expect(store.getSnapshot()[0]).toMatchObject({id: 1, text: 'egy', color: '#000'});
    store.remove(2);
    expect(store.getSnapshot().map((toast) => toast.id)).toEqual([1]);
    store.add({id: 3, text: 'three'});
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(6);
    store.update(99, {text: 'nobody'});
    store.remove(99);
    expect(listener).toHaveBeenCalledTimes(6);
  });

  it('closes itself after the default 50000 ms and then runs its callback', () => {
    const store = createToastStore();
    const callback = jest.fn();
    store.add({text: 't', callback});
    jest.advanceTimersByTime(49_999);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs the callback on close, but not on remove or clear', () => {
    const store = createToastStore();
    const callback = jest.fn();
    store.add({id: 'a', text: 'a', callback});
    store.close('a');
    expect(callback).toHaveBeenCalledTimes(1);
    store.add({id: 'b', text: 'b', callback});
    store.remove('b');
    store.add({id: 'c', text: 'c', callback});
    store.clear();
    jest.advanceTimersByTime(TOAST_DEFAULT_TIMEOUT_MS * 2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('restarts the timer when the timeout is updated; 0 keeps the toast', () => {
    const store = createToastStore();
    store.add({id: 1, text: 'x', timeout: 1000});
    jest.advanceTimersByTime(900);
    store.update(1, {timeout: 1000});
    jest.advanceTimersByTime(900);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(100);
    expect(store.getSnapshot()).toHaveLength(0);
    store.add({id: 2, text: 'stays', timeout: 0});
    jest.advanceTimersByTime(10 * TOAST_DEFAULT_TIMEOUT_MS);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('uses injected timers', () => {
    let pending: (() => void) | undefined;
    const store = createToastStore({
      now: () => 42,
      setTimeout: (run) => {
        pending = run;
        return 1;
      },
      clearTimeout: () => undefined,
    });
    const callback = jest.fn();
    expect(store.add({text: 'x', callback}).id).toBe(42);
    pending?.();
    expect(callback).toHaveBeenCalled();
    expect(store.getSnapshot()).toHaveLength(0);
  });
});
