/**
 * @jest-environment node
 */
import {
  CHAT_CAPACITY_TIMEOUT_MS,
  CHAT_CLEAR_AFTER_THANK_YOU_MS,
  CHAT_READY_TIMEOUT_MS,
  chatButtonState,
  createChatController,
  isChatRoute,
  isThankYouText,
  parseCapacity,
  readMessageEntry,
  resolveChatSettings,
  resolveChatUrl,
  type ChatController,
  type ChatTimers,
  type EmbeddedMessagingClient,
  type ResolvedChatSettings,
} from '@site/src/lib/chatController';
import {RUNTIME_CONFIG_DEFAULTS, parseRuntimeConfig} from '@site/src/lib/runtimeConfig';

const SETTINGS: ResolvedChatSettings = {
  queueApiUrl: 'https://chat.example/api/capacity',
  scriptUrl: 'https://chat.example/assets/bootstrap.min.js',
  language: 'hu',
  orgId: '00D000000000001',
  eswConfigName: 'GGPHU_Messaging',
  siteUrl: 'https://chat.example/ESWGGPHU',
  scrt2Url: 'https://chat.example/scrt2',
};

const THANK_YOU = 'Köszönjük, hogy felvette velünk a kapcsolatot! Szép napot!';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {promise, resolve, reject};
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}});
}

/** Lets pending promise callbacks run (fake timers do not run microtasks by themselves). */
async function flush(): Promise<void> {
  await jest.advanceTimersByTimeAsync(0);
}

interface Harness {
  controller: ChatController;
  fetch: jest.Mock<Promise<Response>, [string, RequestInit?]>;
  loadScript: jest.Mock<Promise<void>, [string]>;
  script: Deferred<void>;
  client: jest.Mocked<EmbeddedMessagingClient>;
  launch: Deferred<void>;
  timers: ChatTimers & {setTimeout: jest.Mock; clearTimeout: jest.Mock};
  log: jest.Mock;
  notified: jest.Mock;
}

function harness(
  options: {settings?: ResolvedChatSettings | null; capacity?: () => Promise<Response>} = {},
): Harness {
  const script = deferred<void>();
  const launch = deferred<void>();
  const fetch = jest.fn<Promise<Response>, [string, RequestInit?]>(
    options.capacity ?? (async () => json({hasCapacity: true})),
  );
  const loadScript = jest.fn<Promise<void>, [string]>(() => script.promise);
  const client: jest.Mocked<EmbeddedMessagingClient> = {
    init: jest.fn(),
    launchChat: jest.fn(() => launch.promise),
    minimize: jest.fn(),
    clearSession: jest.fn(async () => undefined),
  };
  const timers = {
    setTimeout: jest.fn((callback: () => void, ms: number) => setTimeout(callback, ms)),
    clearTimeout: jest.fn((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>)),
  };
  const log = jest.fn();
  const controller = createChatController({
    settings: options.settings === undefined ? SETTINGS : options.settings,
    client,
    loadScript,
    fetchImpl: fetch,
    timers,
    log,
  });
  const notified = jest.fn();
  controller.subscribe(notified);
  return {controller, fetch, loadScript, script, client, launch, timers, log, notified};
}

/** On /responsible-gaming/ with an agent available. */
async function availableHarness(): Promise<Harness> {
  const h = harness();
  h.controller.routeChanged('/responsible-gaming/');
  await flush();
  expect(h.controller.getSnapshot().phase).toBe('available');
  return h;
}

/** Chat opened: script loaded, client ready, window maximized. */
async function openHarness(): Promise<Harness> {
  const h = await availableHarness();
  h.controller.open();
  h.script.resolve();
  await flush();
  h.controller.vendorEvent({type: 'ready'});
  h.controller.vendorEvent({type: 'window-maximized'});
  expect(h.controller.getSnapshot().phase).toBe('open');
  return h;
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('pure helpers', () => {
  test('chat routes are /responsible-gaming/ and any path under it', () => {
    expect(isChatRoute('/responsible-gaming/')).toBe(true);
    expect(isChatRoute('/responsible-gaming')).toBe(true);
    expect(isChatRoute('/responsible-gaming/self-exclusion/')).toBe(true);
    expect(isChatRoute('/')).toBe(false);
    expect(isChatRoute('/about-us/')).toBe(false);
    expect(isChatRoute('/responsible-gaming-tools/')).toBe(false);
    expect(isChatRoute('/x/responsible-gaming/')).toBe(false);
  });

  test('capacity answers must carry a boolean hasCapacity', () => {
    expect(parseCapacity({hasCapacity: true})).toEqual({hasCapacity: true});
    expect(parseCapacity({hasCapacity: false, queue: 3})).toEqual({hasCapacity: false});
    expect(parseCapacity({hasCapacity: 'true'})).toBeNull();
    expect(parseCapacity({})).toBeNull();
    expect(parseCapacity([true])).toBeNull();
    expect(parseCapacity(null)).toBeNull();
    expect(parseCapacity(true)).toBeNull();
  });

  test('message entries are read from the embedded-messaging event detail', () => {
    const detail = (role: string, text: unknown, appType?: string) => ({
      conversationEntry: {
        sender: {role, appType},
        entryPayload: JSON.stringify({abstractMessage: {staticContent: {formatType: 'Text', text}}}),
      },
    });
    expect(readMessageEntry(detail('Chatbot', THANK_YOU))).toEqual({automated: true, text: THANK_YOU});
    expect(readMessageEntry(detail('System', 'x'))).toEqual({automated: true, text: 'x'});
    expect(readMessageEntry(detail('Agent', 'hi', 'chatbot'))).toEqual({automated: true, text: 'hi'});
    expect(readMessageEntry(detail('Agent', 'hi'))).toEqual({automated: false, text: 'hi'});
    expect(readMessageEntry(detail('EndUser', 'thanks'))).toEqual({automated: false, text: 'thanks'});
    expect(readMessageEntry(detail('Chatbot', 42))).toBeNull();
    expect(readMessageEntry({conversationEntry: {sender: {role: 'Chatbot'}, entryPayload: '{not json'}})).toBeNull();
    expect(readMessageEntry(null)).toBeNull();
    expect(readMessageEntry('x')).toBeNull();
  });

  test('thank-you texts are matched case-insensitively on normalised whitespace', () => {
    expect(isThankYouText(THANK_YOU)).toBe(true);
    expect(isThankYouText('  KÖSZÖNJÜK,   hogy felvette velünk a kapcsolatot.')).toBe(true);
    expect(isThankYouText('Thank you for contacting GGPoker Support.')).toBe(true);
    expect(isThankYouText('Köszönjük a türelmét, egy munkatárs hamarosan csatlakozik.')).toBe(false);
    expect(isThankYouText('')).toBe(false);
  });
});

describe('chat settings from the runtime config', () => {
  const BASE = 'https://www.ggpoker.hu/';
  const PREVIEW_BASE = 'http://127.0.0.1:4000/preview/x/';

  test('chat URLs: absolute http(s) as they are, site paths against the base, anything else null', () => {
    expect(resolveChatUrl('https://chat.example/a.js', BASE)).toBe('https://chat.example/a.js');
    expect(resolveChatUrl('api/chat/capacity', BASE)).toBe('https://www.ggpoker.hu/api/chat/capacity');
    expect(resolveChatUrl('api/chat/capacity', PREVIEW_BASE)).toBe('http://127.0.0.1:4000/preview/x/api/chat/capacity');
    expect(resolveChatUrl('/api/chat/capacity', PREVIEW_BASE)).toBe('http://127.0.0.1:4000/api/chat/capacity');
    expect(resolveChatUrl('//evil.example/x.js', BASE)).toBeNull();
    expect(resolveChatUrl('javascript:alert(1)', BASE)).toBeNull();
    expect(resolveChatUrl('data:text/javascript,1', BASE)).toBeNull();
    expect(resolveChatUrl('https://user:pw@chat.example/a.js', BASE)).toBeNull();
    expect(resolveChatUrl('\\\\evil.example', BASE)).toBeNull();
    expect(resolveChatUrl('a b', BASE)).toBeNull();
    expect(resolveChatUrl('', BASE)).toBeNull();
  });

  test('the built-in defaults point at the local stand-ins and pass the runtime-config schema', () => {
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(RUNTIME_CONFIG_DEFAULTS))).source).toBe('remote');
    expect(resolveChatSettings(RUNTIME_CONFIG_DEFAULTS.chat, BASE, true)).toEqual({
      queueApiUrl: 'https://www.ggpoker.hu/api/chat/capacity',
      scriptUrl: 'https://www.ggpoker.hu/chat-stand-in/embedded-messaging.js',
      language: 'hu',
      orgId: 'stand-in',
      eswConfigName: 'GGPHU_Messaging',
      siteUrl: 'https://www.ggpoker.hu/chat-stand-in/',
      scrt2Url: 'https://www.ggpoker.hu/chat-stand-in/',
    });
  });

  test('the runtime-config schema takes site paths for chat URLs, but no scheme tricks', () => {
    const chat = (value: string) => parseRuntimeConfig({chat: {scriptUrl: value}}).source;
    expect(chat('https://ggphu.my.site.com/ESW/assets/js/bootstrap.min.js')).toBe('remote');
    expect(chat('chat-stand-in/embedded-messaging.js')).toBe('remote');
    expect(chat('/chat-stand-in/embedded-messaging.js')).toBe('remote');
    expect(chat('//evil.example/x.js')).toBe('default');
    expect(chat('javascript:alert(1)')).toBe('default');
    expect(chat('../../x.js')).toBe('default');
    expect(chat('a b.js')).toBe('default');
  });

  test('chat is supported only for a supporting region with queue, script, org id and config name', () => {
    const chat = {...RUNTIME_CONFIG_DEFAULTS.chat};
    expect(resolveChatSettings(chat, BASE, false)).toBeNull();
    expect(resolveChatSettings(null, BASE, true)).toBeNull();
    expect(resolveChatSettings({...chat, queueApiUrl: ''}, BASE, true)).toBeNull();
    expect(resolveChatSettings({...chat, scriptUrl: ''}, BASE, true)).toBeNull();
    expect(resolveChatSettings({...chat, orgId: ''}, BASE, true)).toBeNull();
    expect(resolveChatSettings({...chat, eswConfigName: ''}, BASE, true)).toBeNull();
    expect(resolveChatSettings({...chat, siteUrl: '', scrt2Url: ''}, BASE, true)).toMatchObject({siteUrl: '', scrt2Url: ''});
    expect(resolveChatSettings({...chat, scrt2Url: '//evil.example'}, BASE, true)).toBeNull();
  });
});

describe('capacity check', () => {
  test('off the responsible-gaming pages the controller stays idle and asks nothing', async () => {
    const h = harness();
    h.controller.routeChanged('/about-us/');
    h.controller.routeChanged('/');
    await flush();
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'idle', agentAvailable: false, onChatRoute: false});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('hidden');
  });

  test('idle → checking → available: availability stays false until the answer', async () => {
    const answer = deferred<Response>();
    const h = harness({capacity: () => answer.promise});
    h.controller.routeChanged('/responsible-gaming/');
    expect(h.fetch).toHaveBeenCalledTimes(1);
    const [url, init] = h.fetch.mock.calls[0]!;
    expect(url).toBe(SETTINGS.queueApiUrl);
    expect(init?.method).toBe('GET');
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'checking', agentAvailable: false});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('hidden');

    answer.resolve(json({hasCapacity: true}));
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'available', agentAvailable: true, loading: false});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('available');
    expect(h.notified).toHaveBeenCalled();
  });

  test('hasCapacity false → unavailable, button hidden', async () => {
    const h = harness({capacity: async () => json({hasCapacity: false})});
    h.controller.routeChanged('/responsible-gaming/');
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'unavailable', agentAvailable: false});
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
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'unavailable', agentAvailable: false});
    expect(h.loadScript).not.toHaveBeenCalled();
  });

  test('capacity timeout → unavailable after the timeout', async () => {
    const h = harness({capacity: () => new Promise<Response>(() => undefined)});
    h.controller.routeChanged('/responsible-gaming/');
    await jest.advanceTimersByTimeAsync(CHAT_CAPACITY_TIMEOUT_MS - 1);
    expect(h.controller.getSnapshot().phase).toBe('checking');
    await jest.advanceTimersByTimeAsync(1);
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'unavailable', agentAvailable: false});
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
    answers[0]!.resolve(json({hasCapacity: true}));
    await flush();
    expect(h.controller.getSnapshot().agentAvailable).toBe(true);

    h.controller.routeChanged('/responsible-gaming/self-exclusion/');
    expect(h.fetch).toHaveBeenCalledTimes(2);
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'checking', agentAvailable: false});

    h.controller.routeChanged('/');
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'idle', agentAvailable: false});
    answers[1]!.resolve(json({hasCapacity: true}));
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'idle', agentAvailable: false});

    h.controller.routeChanged('/responsible-gaming/');
    expect(h.fetch).toHaveBeenCalledTimes(3);
    answers[2]!.resolve(json({hasCapacity: false}));
    await flush();
    expect(h.controller.getSnapshot().phase).toBe('unavailable');

    // The same path again (hash or query change) is not a new entry.
    h.controller.routeChanged('/responsible-gaming/');
    expect(h.fetch).toHaveBeenCalledTimes(3);
  });

  test('without chat settings (chat not supported) nothing is asked; settings arriving later check the current page', async () => {
    const h = harness({settings: null});
    h.controller.routeChanged('/responsible-gaming/');
    await flush();
    expect(h.fetch).not.toHaveBeenCalled();
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'idle', supported: false, agentAvailable: false});

    h.controller.open();
    expect(h.loadScript).not.toHaveBeenCalled();

    h.controller.setSettings({...SETTINGS});
    await flush();
    expect(h.fetch).toHaveBeenCalledTimes(1);
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'available', supported: true});

    // The same values again are not a change.
    h.controller.setSettings({...SETTINGS});
    expect(h.fetch).toHaveBeenCalledTimes(1);

    h.controller.setSettings(null);
    expect(h.controller.getSnapshot()).toMatchObject({supported: false, agentAvailable: false});
  });
});

describe('open, script, launch', () => {
  test('available → loading-script → ready → open, with the loading flag and one script', async () => {
    const h = await availableHarness();
    h.controller.open();
    expect(h.loadScript).toHaveBeenCalledTimes(1);
    expect(h.loadScript).toHaveBeenCalledWith(SETTINGS.scriptUrl);
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'loading-script', loading: true, client: 'loading-script'});
    expect(chatButtonState(h.controller.getSnapshot())).toBe('busy');

    // A second press while loading does nothing more.
    h.controller.open();
    expect(h.loadScript).toHaveBeenCalledTimes(1);

    h.script.resolve();
    await flush();
    expect(h.client.init).toHaveBeenCalledTimes(1);
    expect(h.client.init).toHaveBeenCalledWith(SETTINGS);
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'loading-script', client: 'initializing', loading: true});
    expect(h.client.launchChat).not.toHaveBeenCalled();

    // Launch only after the ready event.
    h.controller.vendorEvent({type: 'ready'});
    expect(h.client.launchChat).toHaveBeenCalledTimes(1);
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'ready', loading: true});

    h.controller.vendorEvent({type: 'window-maximized'});
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'open', loading: false, client: 'open'});
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
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'minimized', loading: false});

    h.controller.open();
    expect(h.controller.getSnapshot().loading).toBe(true);
    expect(h.client.launchChat).toHaveBeenCalledTimes(2);
    h.controller.vendorEvent({type: 'window-maximized'});
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'open', loading: false});
    expect(h.loadScript).toHaveBeenCalledTimes(1);
  });

  test('script load failure → loading cleared, chat hidden, the script is not requested again', async () => {
    const h = await availableHarness();
    h.controller.open();
    h.script.reject(new Error('load failed'));
    await flush();
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'unavailable', client: 'failed', loading: false});
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
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'unavailable', client: 'failed', loading: false});
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
    expect(h.controller.getSnapshot().phase).toBe('open');
  });
});

describe('thank-you and leaving the pages', () => {
  test('the automated thank-you reply clears the session after 3000 ms', async () => {
    const h = await openHarness();
    h.controller.vendorEvent({type: 'message', automated: true, text: THANK_YOU});
    expect(h.controller.getSnapshot().clearScheduled).toBe(true);
    expect(h.timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), CHAT_CLEAR_AFTER_THANK_YOU_MS);

    // A repeated reply does not reschedule.
    h.controller.vendorEvent({type: 'message', automated: true, text: THANK_YOU});

    await jest.advanceTimersByTimeAsync(CHAT_CLEAR_AFTER_THANK_YOU_MS - 1);
    expect(h.client.clearSession).not.toHaveBeenCalled();
    expect(h.controller.getSnapshot().phase).toBe('open');
    await jest.advanceTimersByTimeAsync(1);
    expect(h.client.clearSession).toHaveBeenCalledTimes(1);
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'ready', clearScheduled: false, loading: false});

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
    expect(h.controller.getSnapshot().phase).toBe('minimized');
    await jest.advanceTimersByTimeAsync(CHAT_CLEAR_AFTER_THANK_YOU_MS);
    expect(h.client.clearSession).toHaveBeenCalledTimes(1);
    expect(h.controller.getSnapshot().phase).toBe('idle');
    expect(h.log).toHaveBeenCalledWith('chat session clear failed', expect.any(Error));
  });

  test('leaving the responsible-gaming pages minimizes the open frame', async () => {
    const h = await openHarness();
    h.controller.routeChanged('/responsible-gaming/self-exclusion/');
    expect(h.client.minimize).not.toHaveBeenCalled();
    await flush();

    h.controller.routeChanged('/');
    expect(h.client.minimize).toHaveBeenCalledTimes(1);
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'minimized', agentAvailable: false});
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
    expect(h.controller.getSnapshot()).toMatchObject({phase: 'idle', client: 'ready'});

    h.controller.routeChanged('/responsible-gaming/');
    await flush();
    expect(h.controller.getSnapshot().phase).toBe('ready');
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
