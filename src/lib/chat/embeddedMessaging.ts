/**
 * DOM side of the support chat: the script loader, the embedded-messaging client adapter and the
 * window events, for `createChatController` (./controller.ts). Browser globals are only touched when
 * these functions are called, never at import. Here in the logic room, not beside the React wiring,
 * because the boot script drives the chat on its pages before the app runs (src/boot/supportChat.ts).
 */
import {
  type ChatVendorEvent,
  EMBEDDED_MESSAGING_EVENTS,
  type EmbeddedMessagingClient,
  readMessageEntry,
} from './messaging';
import type {ChatSettings} from './settings';

/** The part of `window.embeddedservice_bootstrap` the site uses (Salesforce Messaging for Web). */
export interface EmbeddedServiceBootstrap {
  settings: Record<string, unknown>;
  init(orgId: string, deploymentName: string, siteUrl: string, options?: {scrt2URL?: string}): void;
  utilAPI?: {
    launchChat?: () => Promise<unknown>;
    minimizeChat?: () => Promise<unknown>;
  };
  userVerificationAPI?: {
    clearSession?: (...args: unknown[]) => Promise<unknown>;
  };
}

type ChatWindow = Window & {embeddedservice_bootstrap?: EmbeddedServiceBootstrap};

const SCRIPT_MARK = 'data-support-chat';
const loads = new Map<string, Promise<void>>();

/**
 * Injects `<script src=url async>` once per URL and page life: a second call returns the first
 * promise, and a script element already in the document (same URL) is never added again.
 */
export function loadScriptOnce(url: string, doc: Document = document): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(SCRIPT_MARK, '');
    script.addEventListener('load', () => resolve(), {once: true});
    script.addEventListener('error', () => reject(new Error(`chat script failed to load: ${url}`)), {once: true});
    doc.head.appendChild(script);
  });
  loads.set(url, promise);
  return promise;
}

/** Test helper: forget the loads of this page life. */
export function resetScriptLoadsForTests(): void {
  loads.clear();
}

function bootstrapOf(win: Window): EmbeddedServiceBootstrap {
  const bootstrap = (win as ChatWindow).embeddedservice_bootstrap;
  if (!bootstrap || typeof bootstrap.init !== 'function') throw new Error('embeddedservice_bootstrap is missing');
  return bootstrap;
}

/** The controller's client, driving `window.embeddedservice_bootstrap`. */
export function createEmbeddedMessagingClient(win: Window = window): EmbeddedMessagingClient {
  return {
    init(settings: ChatSettings) {
      const bootstrap = bootstrapOf(win);
      bootstrap.settings.language = settings.language;
      // The site's own quick button opens the chat; the vendor's floating button stays hidden.
      bootstrap.settings.hideChatButtonOnLoad = true;
      bootstrap.init(settings.orgId, settings.eswConfigName, settings.siteUrl, {scrt2URL: settings.scrt2Url});
    },
    async launchChat() {
      const launch = bootstrapOf(win).utilAPI?.launchChat;
      if (typeof launch !== 'function') throw new Error('utilAPI.launchChat is missing');
      await launch();
    },
    minimize() {
      const minimize = bootstrapOf(win).utilAPI?.minimizeChat;
      if (typeof minimize !== 'function') throw new Error('utilAPI.minimizeChat is missing');
      minimize().catch(() => undefined);
    },
    async clearSession() {
      const clear = bootstrapOf(win).userVerificationAPI?.clearSession;
      if (typeof clear !== 'function') throw new Error('userVerificationAPI.clearSession is missing');
      await clear();
    },
  };
}

/** Forwards the client's window events to `handler`; returns the unsubscribe function. */
export function subscribeEmbeddedMessagingEvents(
  handler: (event: ChatVendorEvent) => void,
  win: Window = window,
): () => void {
  const simple: [string, ChatVendorEvent][] = [
    [EMBEDDED_MESSAGING_EVENTS.ready, {type: 'ready'}],
    [EMBEDDED_MESSAGING_EVENTS.initSuccess, {type: 'init-success'}],
    [EMBEDDED_MESSAGING_EVENTS.initError, {type: 'init-error'}],
    [EMBEDDED_MESSAGING_EVENTS.windowMaximized, {type: 'window-maximized'}],
    [EMBEDDED_MESSAGING_EVENTS.windowMinimized, {type: 'window-minimized'}],
  ];
  const listeners: [string, EventListener][] = simple.map(([name, event]) => [name, () => handler(event)]);
  listeners.push([
    EMBEDDED_MESSAGING_EVENTS.messageSent,
    (event) => {
      const entry = readMessageEntry((event as CustomEvent<unknown>).detail);
      if (entry) handler({type: 'message', ...entry});
    },
  ]);
  for (const [name, listener] of listeners) win.addEventListener(name, listener);
  return () => {
    for (const [name, listener] of listeners) win.removeEventListener(name, listener);
  };
}
