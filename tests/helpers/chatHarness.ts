/** Shared test harness of the chat controller tests: a controller with stubbed network, script and client. */
import {type ChatController, createChatController} from '@site/src/lib/chat/controller';
import type {EmbeddedMessagingClient} from '@site/src/lib/chat/embeddedMessaging';
import type {ChatSettings} from '@site/src/lib/chat/settings';

export const SETTINGS: ChatSettings = {
  queueApiUrl: 'https://chat.example/api/capacity',
  scriptUrl: 'https://chat.example/assets/bootstrap.min.js',
  language: 'hu',
  orgId: '00D000000000001',
  eswConfigName: 'GGPHU_Messaging',
  siteUrl: 'https://chat.example/ESWGGPHU',
  scrt2Url: 'https://chat.example/scrt2',
};

export const THANK_YOU = 'Köszönjük, hogy felvette velünk a kapcsolatot! Szép napot!';

export interface Deferred<T> {
  promise: Promise<T>;
  /** The value may be left out for a promise of `undefined`. */
  resolve: (value?: T) => void;
  reject: (error: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value?: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = (value) => {
      res(value as T);
    };
    reject = rej;
  });
  return {promise, resolve, reject};
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}});
}

/** Lets pending promise callbacks run (fake timers do not run microtasks by themselves). */
export async function flush(): Promise<void> {
  await jest.advanceTimersByTimeAsync(0);
}

export interface Harness {
  controller: ChatController;
  fetch: jest.Mock<Promise<Response>, [string, RequestInit?]>;
  loadScript: jest.Mock<Promise<void>, [string]>;
  script: Deferred<undefined>;
  client: jest.Mocked<EmbeddedMessagingClient>;
  launch: Deferred<undefined>;
  log: jest.Mock;
  notified: jest.Mock;
}

export function harness(options: {settings?: ChatSettings | null; capacity?: () => Promise<Response>} = {}): Harness {
  const script = deferred<undefined>();
  const launch = deferred<undefined>();
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
  const log = jest.fn();
  const controller = createChatController({
    settings: options.settings === undefined ? SETTINGS : options.settings,
    client,
    loadScript,
    fetchImpl: fetch,
    log,
  });
  const notified = jest.fn();
  controller.subscribe(notified);
  return {controller, fetch, loadScript, script, client, launch, log, notified};
}

/** On /responsible-gaming/ with an agent available. */
export async function availableHarness(): Promise<Harness> {
  const h = harness();
  h.controller.routeChanged('/responsible-gaming/');
  await flush();
  expect(h.controller.getSnapshot()).toMatchObject({availability: 'available'});
  return h;
}

/** Chat opened: script loaded, client ready, window maximized. */
export async function openHarness(): Promise<Harness> {
  const h = await availableHarness();
  h.controller.open();
  h.script.resolve();
  await flush();
  h.controller.vendorEvent({type: 'ready'});
  h.controller.vendorEvent({type: 'window-maximized'});
  expect(h.controller.getSnapshot()).toMatchObject({client: 'open'});
  return h;
}

/** The controller's timers are fake in every test of the file that calls this. */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}
