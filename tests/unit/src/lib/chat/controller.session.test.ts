import {CHAT_CLEAR_AFTER_THANK_YOU_MS, chatButtonState} from '@site/src/lib/chat/controller';
import {
  availableHarness,
  fakeTimersInEachTest,
  flush,
  harness,
  json,
  openHarness,
  THANK_YOU,
} from '@site/tests/helpers/chatHarness';

fakeTimersInEachTest();

describe('thank-you and leaving the pages', () => {
  test('the automated thank-you reply clears the session after 3000 ms', async () => {
    const h = await openHarness();
    h.controller.vendorEvent({type: 'message', automated: true, text: THANK_YOU});
    expect(h.controller.getSnapshot().clearScheduled).toBe(true);

    // A repeated reply does not reschedule.
    h.controller.vendorEvent({type: 'message', automated: true, text: THANK_YOU});

    await jest.advanceTimersByTimeAsync(CHAT_CLEAR_AFTER_THANK_YOU_MS - 1);
    expect(h.client.clearSession).not.toHaveBeenCalled();
    expect(h.controller.getSnapshot()).toMatchObject({client: 'open'});
    await jest.advanceTimersByTimeAsync(1);
    expect(h.client.clearSession).toHaveBeenCalledTimes(1);
    expect(h.controller.getSnapshot()).toMatchObject({client: 'ready', clearScheduled: false, loading: false});

    // The client announces it is ready for another conversation: no launch by itself.
    h.controller.vendorEvent({type: 'ready'});
    expect(h.client.launchChat).toHaveBeenCalledTimes(1);
    // A new open launches again, without loading the script.
    h.controller.open();
    expect(h.client.launchChat).toHaveBeenCalledTimes(2);
    expect(h.loadScript).toHaveBeenCalledTimes(1);
  });

  test('other messages do not clear the session', async () => {
    const h = await openHarness();
    h.controller.vendorEvent({type: 'message', automated: false, text: THANK_YOU});
    h.controller.vendorEvent({type: 'message', automated: true, text: 'Üdvözöljük! Miben segíthetünk?'});
    await jest.advanceTimersByTimeAsync(CHAT_CLEAR_AFTER_THANK_YOU_MS * 2);
    expect(h.client.clearSession).not.toHaveBeenCalled();
    expect(h.controller.getSnapshot().clearScheduled).toBe(false);
  });

  test('the clear still runs after leaving the pages, and a failing clear is only logged', async () => {
    const h = await openHarness();
    h.client.clearSession.mockRejectedValueOnce(new Error('gone'));
    h.controller.vendorEvent({type: 'message', automated: true, text: THANK_YOU});
    h.controller.routeChanged('/');
    expect(h.controller.getSnapshot()).toMatchObject({client: 'minimized'});
    await jest.advanceTimersByTimeAsync(CHAT_CLEAR_AFTER_THANK_YOU_MS);
    expect(h.client.clearSession).toHaveBeenCalledTimes(1);
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'unknown', client: 'ready'});
    expect(h.log).toHaveBeenCalledWith('chat session clear failed', expect.any(Error));
  });

  test('leaving the responsible-gaming pages minimizes the open frame', async () => {
    const h = await openHarness();
    h.controller.routeChanged('/responsible-gaming/self-exclusion/');
    expect(h.client.minimize).not.toHaveBeenCalled();
    await flush();

    h.controller.routeChanged('/');
    expect(h.client.minimize).toHaveBeenCalledTimes(1);
    expect(h.controller.getSnapshot()).toMatchObject({client: 'minimized', agentAvailable: false});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('hidden');

    // Further navigation off the pages does not minimize again.
    h.controller.routeChanged('/about-us/');
    expect(h.client.minimize).toHaveBeenCalledTimes(1);

    // Back on the pages: a new check, then open maximizes the same session.
    h.controller.routeChanged('/responsible-gaming/');
    await flush();
    expect(h.fetch).toHaveBeenCalledTimes(3);
    expect(chatButtonState(h.controller.getSnapshot())).toBe('available');
    h.controller.open();
    expect(h.client.launchChat).toHaveBeenCalledTimes(2);
    expect(h.loadScript).toHaveBeenCalledTimes(1);
  });

  test('leaving while the script loads: no launch on the other page', async () => {
    const h = await availableHarness();
    h.controller.open();
    h.controller.routeChanged('/');
    expect(h.controller.getSnapshot().loading).toBe(false);
    h.script.resolve();
    await flush();
    h.controller.vendorEvent({type: 'ready'});
    expect(h.client.launchChat).not.toHaveBeenCalled();
    expect(h.client.minimize).not.toHaveBeenCalled();
    expect(h.controller.getSnapshot()).toMatchObject({availability: 'unknown', client: 'ready'});

    h.controller.routeChanged('/responsible-gaming/');
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({client: 'ready'});
    h.controller.open();
    expect(h.client.launchChat).toHaveBeenCalledTimes(1);
    expect(h.loadScript).toHaveBeenCalledTimes(1);
  });

  test('open is ignored without an available agent', async () => {
    const h = harness({capacity: async () => json({hasCapacity: false})});
    h.controller.open();
    h.controller.routeChanged('/responsible-gaming/');
    h.controller.open();
    await flush();
    h.controller.open();
    expect(h.loadScript).not.toHaveBeenCalled();
    expect(h.controller.getSnapshot().loading).toBe(false);
  });

  test('dispose stops timers, pending checks and notifications', async () => {
    const h = await openHarness();
    h.controller.vendorEvent({type: 'message', automated: true, text: THANK_YOU});
    h.notified.mockClear();
    h.controller.dispose();
    await jest.advanceTimersByTimeAsync(CHAT_CLEAR_AFTER_THANK_YOU_MS);
    expect(h.client.clearSession).not.toHaveBeenCalled();
    h.controller.routeChanged('/');
    h.controller.vendorEvent({type: 'window-minimized'});
    expect(h.notified).not.toHaveBeenCalled();
  });
});
