import {answerOrWait} from '@site/src/components/visitor/VisitorContext/answerOrWait';

function deferred<T>(): {promise: Promise<T>; resolve: (value: T) => void; reject: (error: unknown) => void} {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('answerOrWait', () => {
  it('takes an answer that comes in time, and the wait then ends nothing', async () => {
    const request = deferred<string | null>();
    const onWaitedOut = jest.fn();
    const onAnswer = jest.fn();
    answerOrWait({request: request.promise, waitMs: 1000, onWaitedOut, onAnswer});
    request.resolve('FR');
    await jest.advanceTimersByTimeAsync(5000);
    expect(onAnswer).toHaveBeenCalledWith('FR');
    expect(onWaitedOut).not.toHaveBeenCalled();
  });

  it('stops waiting after waitMs and still takes the answer that comes later', async () => {
    const request = deferred<string | null>();
    const calls: string[] = [];
    answerOrWait({
      request: request.promise,
      waitMs: 1000,
      onWaitedOut: () => calls.push('waited out'),
      onAnswer: (value) => calls.push(`answer ${value}`),
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['waited out']);
    request.resolve('FR');
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['waited out', 'answer FR']);
  });

  it('counts a rejected request as no answer (null)', async () => {
    const request = deferred<string | null>();
    const onAnswer = jest.fn();
    answerOrWait({request: request.promise, waitMs: 1000, onWaitedOut: jest.fn(), onAnswer});
    request.reject(new TypeError('Failed to fetch'));
    await jest.advanceTimersByTimeAsync(0);
    expect(onAnswer).toHaveBeenCalledWith(null);
  });

  it('once stopped, calls neither the wait nor a late answer', async () => {
    const request = deferred<string | null>();
    const onWaitedOut = jest.fn();
    const onAnswer = jest.fn();
    const stop = answerOrWait({request: request.promise, waitMs: 1000, onWaitedOut, onAnswer});
    stop();
    await jest.advanceTimersByTimeAsync(2000);
    request.resolve('FR');
    await jest.advanceTimersByTimeAsync(0);
    expect(onWaitedOut).not.toHaveBeenCalled();
    expect(onAnswer).not.toHaveBeenCalled();
  });
});
