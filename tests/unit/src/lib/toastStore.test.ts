import {createToastStore} from '@site/src/lib/toastStore';

const DEFAULT_TIMEOUT_MS = 50_000;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('toast store', () => {
  it('fills in the defaults: red background, white text, 50000 ms', () => {
    const store = createToastStore();
    const toast = store.add({id: 'a', text: 'Szia'});
    expect(toast).toEqual({
      id: 'a',
      text: 'Szia',
      backgroundColor: '#D30000',
      color: '#fff',
      timeout: DEFAULT_TIMEOUT_MS,
    });
    expect(store.getSnapshot()).toEqual([toast]);
  });

  it('keeps given values, and replaces a toast added again with the same id', () => {
    const store = createToastStore();
    const given = store.add({id: 'a', text: 'a', backgroundColor: '#000', color: '#eee', timeout: 10});
    expect(given).toEqual({id: 'a', text: 'a', backgroundColor: '#000', color: '#eee', timeout: 10});
    store.add({id: 'b', text: 'old'});
    store.add({id: 'b', text: 'new'});
    expect(store.getSnapshot().map((toast) => toast.text)).toEqual(['a', 'new']);
  });

  it('closes itself after its timeout, notifying subscribers; a replaced toast starts its timer again', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.add({id: 'a', text: 't'});
    jest.advanceTimersByTime(DEFAULT_TIMEOUT_MS - 1);
    store.add({id: 'a', text: 't again', timeout: 1000});
    jest.advanceTimersByTime(999);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('closes on request, and keeps a toast with a timeout of 0 until then', () => {
    const store = createToastStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.add({id: 'a', text: 'stays', timeout: 0});
    jest.advanceTimersByTime(10 * DEFAULT_TIMEOUT_MS);
    expect(store.getSnapshot()).toHaveLength(1);
    store.close('a');
    expect(store.getSnapshot()).toEqual([]);
    store.close('a');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
