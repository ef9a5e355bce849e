import {CHAT_READY_TIMEOUT_MS, chatButtonState} from '@site/src/lib/chat/controller';
import {availableHarness, fakeTimersInEachTest, flush, openHarness, SETTINGS} from '@site/tests/helpers/chatHarness';

fakeTimersInEachTest();

describe('open, script, launch', () => {
  test('available → loading-script → ready → open, with the loading flag and one script', async () => {
    const h = await availableHarness();
    h.controller.open();
    expect(h.loadScript).toHaveBeenCalledTimes(1);
    expect(h.loadScript).toHaveBeenCalledWith(SETTINGS.scriptUrl);
    expect(h.controller.getSnapshot()).toMatchObject({
      loading: true,
      client: 'loading-script',
    });
    expect(chatButtonState(h.controller.getSnapshot())).toBe('busy');

    // A second press while loading does nothing more.
    h.controller.open();
    expect(h.loadScript).toHaveBeenCalledTimes(1);

    h.script.resolve();
    await flush();
    expect(h.client.init).toHaveBeenCalledTimes(1);
    expect(h.client.init).toHaveBeenCalledWith(SETTINGS);
    expect(h.controller.getSnapshot()).toMatchObject({client: 'initializing', loading: true});
    expect(h.client.launchChat).not.toHaveBeenCalled();

    // Launch only after the ready event.
    h.controller.vendorEvent({type: 'ready'});
    expect(h.client.launchChat).toHaveBeenCalledTimes(1);
    expect(h.controller.getSnapshot()).toMatchObject({client: 'ready', loading: true});

    h.controller.vendorEvent({type: 'window-maximized'});
    expect(h.controller.getSnapshot()).toMatchObject({loading: false, client: 'open'});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('available');

    // Open again while open: nothing; the script is never loaded twice.
    h.controller.open();
    expect(h.loadScript).toHaveBeenCalledTimes(1);
    expect(h.client.launchChat).toHaveBeenCalledTimes(1);
  });

  test('init success clears the loading flag', async () => {
    const h = await availableHarness();
    h.controller.open();
    h.script.resolve();
    await flush();
    h.controller.vendorEvent({type: 'init-success'});
    expect(h.controller.getSnapshot().loading).toBe(false);
    h.controller.vendorEvent({type: 'ready'});
    expect(h.client.launchChat).toHaveBeenCalledTimes(1);
  });

  test('window minimize clears the loading flag; a later open re-launches without a new script', async () => {
    const h = await openHarness();
    h.controller.vendorEvent({type: 'window-minimized'});
    expect(h.controller.getSnapshot()).toMatchObject({client: 'minimized', loading: false});

    h.controller.open();
    expect(h.controller.getSnapshot().loading).toBe(true);
    expect(h.client.launchChat).toHaveBeenCalledTimes(2);
    h.controller.vendorEvent({type: 'window-maximized'});
    expect(h.controller.getSnapshot()).toMatchObject({client: 'open', loading: false});
    expect(h.loadScript).toHaveBeenCalledTimes(1);
  });

  test('script load failure → loading cleared, chat hidden, the script is not requested again', async () => {
    const h = await availableHarness();
    h.controller.open();
    h.script.reject(new Error('load failed'));
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({client: 'failed', loading: false});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('hidden');
    expect(h.client.init).not.toHaveBeenCalled();
    expect(h.log).toHaveBeenCalledWith('chat script failed to load', expect.any(Error));

    h.controller.open();
    h.controller.routeChanged('/');
    h.controller.routeChanged('/responsible-gaming/');
    await flush();
    h.controller.open();
    expect(h.loadScript).toHaveBeenCalledTimes(1);
  });

  test('a loader that throws synchronously is a load failure', async () => {
    const h = await availableHarness();
    h.loadScript.mockImplementationOnce(() => {
      throw new Error('no document');
    });
    h.controller.open();
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({client: 'failed', loading: false});
  });

  test('init error event → loading cleared, no launch', async () => {
    const h = await availableHarness();
    h.controller.open();
    h.script.resolve();
    await flush();
    h.controller.vendorEvent({type: 'init-error'});
    expect(h.controller.getSnapshot()).toMatchObject({client: 'failed', loading: false});
    h.controller.vendorEvent({type: 'ready'});
    expect(h.client.launchChat).not.toHaveBeenCalled();
    expect(h.loadScript).toHaveBeenCalledTimes(1);
  });

  test('init that throws (no client API in the script) → init error', async () => {
    const h = await availableHarness();
    h.client.init.mockImplementation(() => {
      throw new Error('embeddedservice_bootstrap missing');
    });
    h.controller.open();
    h.script.resolve();
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({client: 'failed', loading: false});
    expect(h.log).toHaveBeenCalledWith('chat init failed', expect.any(Error));
  });

  test('a rejected launch clears the loading flag', async () => {
    const h = await availableHarness();
    h.controller.open();
    h.script.resolve();
    await flush();
    h.controller.vendorEvent({type: 'ready'});
    h.launch.reject(new Error('launch failed'));
    await flush();
    expect(h.controller.getSnapshot().loading).toBe(false);
  });

  test('a client that never gets ready is given up after the ready timeout', async () => {
    const h = await availableHarness();
    h.controller.open();
    h.script.resolve();
    await flush();
    await jest.advanceTimersByTimeAsync(CHAT_READY_TIMEOUT_MS - 1);
    expect(h.controller.getSnapshot().client).toBe('initializing');
    await jest.advanceTimersByTimeAsync(1);
    expect(h.controller.getSnapshot()).toMatchObject({client: 'failed', loading: false});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('hidden');
  });

  test('the ready timer stops once the client is ready', async () => {
    const h = await openHarness();
    await jest.advanceTimersByTimeAsync(CHAT_READY_TIMEOUT_MS * 2);
    expect(h.controller.getSnapshot()).toMatchObject({client: 'open'});
  });
});
