import {inNextTask} from '@site/src/lib/nextTask';

describe('inNextTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work in a later task, not in the current one', () => {
    const work = jest.fn();
    inNextTask(work);
    expect(work).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('cancelled before it ran: the work never runs', () => {
    const work = jest.fn();
    const cancel = inNextTask(work);
    cancel();
    jest.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });

  it('cancelled after it ran: the cleanup the work returned is called once', () => {
    const cleanup = jest.fn();
    const cancel = inNextTask(() => cleanup);
    jest.runAllTimers();
    expect(cleanup).not.toHaveBeenCalled();
    cancel();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('work without a cleanup can be cancelled after it ran', () => {
    const cancel = inNextTask(() => undefined);
    jest.runAllTimers();
    expect(() => cancel()).not.toThrow();
  });
});
