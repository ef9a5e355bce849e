import {CHAT_CAPACITY_TIMEOUT_MS, chatButtonState} from '@site/src/lib/chat/controller';
import {
  type Deferred,
  deferred,
  fakeTimersInEachTest,
  flush,
  harness,
  json,
  SETTINGS,
} from '@site/tests/helpers/chatHarness';

fakeTimersInEachTest();

describe('capacity check', () => {
  test('off the responsible-gaming pages the controller stays idle and asks nothing', async () => {
    const h = harness();
    h.controller.routeChanged('/about-us/');
    h.controller.routeChanged('/');
    await flush();
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.controller.getSnapshot()).toMatchObject({
      availability: 'unknown',
      agentAvailable: false,
      onChatRoute: false,
    });
    expect(chatButtonState(h.controller.getSnapshot())).toBe('hidden');
  });

  test('idle → checking → available: availability stays false until the answer', async () => {
    const answer = deferred<Response>();
    const h = harness({capacity: () => answer.promise});
    h.controller.routeChanged('/responsible-gaming/');
    expect(h.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = h.fetch.mock.calls[0];
    expect(url).toBe(SETTINGS.queueApiUrl);
    expect(init?.method).toBe('GET');
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'checking', agentAvailable: false});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('hidden');

    answer.resolve(json({hasCapacity: true}));
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'available', agentAvailable: true, loading: false});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('available');
    expect(h.notified).toHaveBeenCalled();
  });

  test('hasCapacity false → unavailable, button hidden', async () => {
    const h = harness({capacity: async () => json({hasCapacity: false})});
    h.controller.routeChanged('/responsible-gaming/');
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'unavailable', agentAvailable: false});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('hidden');
  });

  test.each([
    ['a server error', async () => json({hasCapacity: true}, 503)],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['malformed JSON', async () => new Response('{hasCapacity:', {status: 200})],
    ['a wrong shape', async () => json({hasCapacity: 'yes'})],
  ])('capacity failure (%s) → unavailable, silently', async (_name, capacity) => {
    const h = harness({capacity});
    h.controller.routeChanged('/responsible-gaming/');
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'unavailable', agentAvailable: false});
    expect(h.loadScript).not.toHaveBeenCalled();
  });

  test('capacity timeout → unavailable after the timeout', async () => {
    // The request's time limit is the platform's timeout signal: here one the test fires.
    const limit = new AbortController();
    const timeout = jest.spyOn(AbortSignal, 'timeout').mockReturnValue(limit.signal);
    try {
      const h = harness({capacity: () => new Promise<Response>(() => undefined)});
      h.controller.routeChanged('/responsible-gaming/');
      await flush();
      expect(timeout).toHaveBeenCalledWith(CHAT_CAPACITY_TIMEOUT_MS);
      expect(h.controller.getSnapshot()).toMatchObject({availability: 'checking'});
      limit.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      await flush();
      expect(h.controller.getSnapshot()).toMatchObject({availability: 'unavailable', agentAvailable: false});
    } finally {
      timeout.mockRestore();
    }
  });

  test('every entry to a responsible-gaming route asks again; a stale answer is ignored', async () => {
    const answers: Deferred<Response>[] = [];
    const h = harness({
      capacity: () => {
        const answer = deferred<Response>();
        answers.push(answer);
        return answer.promise;
      },
    });
    h.controller.routeChanged('/responsible-gaming/');
    answers[0].resolve(json({hasCapacity: true}));
    await flush();
    expect(h.controller.getSnapshot().agentAvailable).toBe(true);

    h.controller.routeChanged('/responsible-gaming/self-exclusion/');
    expect(h.fetch).toHaveBeenCalledTimes(2);
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'checking', agentAvailable: false});

    h.controller.routeChanged('/');
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'unknown', agentAvailable: false});
    answers[1].resolve(json({hasCapacity: true}));
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'unknown', agentAvailable: false});

    h.controller.routeChanged('/responsible-gaming/');
    expect(h.fetch).toHaveBeenCalledTimes(3);
    answers[2].resolve(json({hasCapacity: false}));
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'unavailable'});

    // The same path again (hash or query change) is not a new entry.
    h.controller.routeChanged('/responsible-gaming/');
    expect(h.fetch).toHaveBeenCalledTimes(3);
  });

  test('without chat settings (chat not supported) nothing is asked; settings arriving later check the current page', async () => {
    const h = harness({settings: null});
    h.controller.routeChanged('/responsible-gaming/');
    await flush();
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.controller.getSnapshot()).toMatchObject({
      availability: 'unknown',
      supported: false,
      agentAvailable: false,
    });

    h.controller.open();
    expect(h.loadScript).not.toHaveBeenCalled();

    h.controller.setSettings({...SETTINGS});
    await flush();
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'available', supported: true});

    // The same values again are not a change.
    h.controller.setSettings({...SETTINGS});
    expect(h.fetch).toHaveBeenCalledTimes(1);

    h.controller.setSettings(null);
    expect(h.controller.getSnapshot()).toMatchObject({supported: false, agentAvailable: false});
  });
});
