/**
 * The vendor's embedded-messaging client (Salesforce Messaging for Web) and its DOM side for the chat controller.
 * Here, not beside the React wiring, because the boot script drives the chat before the app runs.
 */
import type {ChatSettings} from './settings';

/**
 * Texts of the automated closing reply. The vendor's exact wording is configured in the messaging
 * deployment, not in this site; matching is case-insensitive on the normalised text.
 */
const CHAT_THANK_YOU_TEXTS: readonly string[] = [
  'köszönjük, hogy felvette velünk a kapcsolatot',
  'köszönjük, hogy kapcsolatba lépett velünk',
  'thank you for contacting',
];

export interface EmbeddedMessagingClient {
  /** Configures and starts the client once the script has loaded; throws on a missing API. */
  init(settings: ChatSettings): void;
  /** Opens (maximizes) the chat window; rejects when the client cannot launch. */
  launchChat(): Promise<void>;
  minimize(): void;
  /** Ends the messaging session and removes its conversation. */
  clearSession(): Promise<void>;
}

export type ScriptLoader = (url: string) => Promise<void>;

export type ChatVendorEvent =
  | {type: 'ready'}
  | {type: 'init-success'}
  | {type: 'init-error'}
  | {type: 'window-maximized'}
  | {type: 'window-minimized'}
  | {type: 'message'; automated: boolean; text: string};

/** The client's window events (Salesforce Messaging for In-App and Web) whose detail the chat does not read. */
const PLAIN_EVENTS: [string, ChatVendorEvent][] = [
  ['onEmbeddedMessagingReady', {type: 'ready'}],
  ['onEmbeddedMessagingInitSuccess', {type: 'init-success'}],
  ['onEmbeddedMessagingInitError', {type: 'init-error'}],
  ['onEmbeddedMessagingWindowMaximized', {type: 'window-maximized'}],
  ['onEmbeddedMessagingWindowMinimized', {type: 'window-minimized'}],
];

export function isThankYouText(text: string): boolean {
  const normalised = text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
  return normalised !== '' && CHAT_THANK_YOU_TEXTS.some((phrase) => normalised.includes(phrase));
}

const AUTOMATED_ROLES = new Set(['chatbot', 'system', 'automatedprocess', 'bot']);

/** An `onEmbeddedMessageSent` event detail's message, or null for any other shape. Never throws. */
export function readMessageEntry(detail: unknown): {automated: boolean; text: string} | null {
  try {
    const entry = (detail as {conversationEntry?: unknown} | null)?.conversationEntry as
      {sender?: {role?: unknown; appType?: unknown}; entryPayload?: unknown} | undefined;
    if (!entry || typeof entry !== 'object') return null;
    const role = typeof entry.sender?.role === 'string' ? entry.sender.role.toLowerCase() : '';
    const appType = typeof entry.sender?.appType === 'string' ? entry.sender.appType.toLowerCase() : '';
    const payload: unknown =
      typeof entry.entryPayload === 'string' ? JSON.parse(entry.entryPayload) : entry.entryPayload;
    const text = (payload as {abstractMessage?: {staticContent?: {text?: unknown}}} | null)?.abstractMessage
      ?.staticContent?.text;
    if (typeof text !== 'string') return null;
    return {automated: AUTOMATED_ROLES.has(role) || appType === 'chatbot', text};
  } catch {
    return null;
  }
}

/** Calls the vendor's code (script loader, client API): a synchronous throw becomes a rejection too. */
export function vendorCall(run: () => Promise<void>): Promise<void> {
  try {
    return run();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

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

/** Once per URL and page life: a script element already in the document (same URL) is never added again. */
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

/** One method of the client's API, called; a missing method throws, naming it. */
function callApi(method: (() => Promise<unknown>) | undefined, name: string): Promise<unknown> {
  if (typeof method !== 'function') throw new Error(`${name} is missing`);
  return method();
}

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
      await callApi(bootstrapOf(win).utilAPI?.launchChat, 'utilAPI.launchChat');
    },
    minimize() {
      callApi(bootstrapOf(win).utilAPI?.minimizeChat, 'utilAPI.minimizeChat').catch(() => undefined);
    },
    async clearSession() {
      await callApi(bootstrapOf(win).userVerificationAPI?.clearSession, 'userVerificationAPI.clearSession');
    },
  };
}

/** Returns the unsubscribe function. */
export function subscribeEmbeddedMessagingEvents(
  handler: (event: ChatVendorEvent) => void,
  win: Window = window,
): () => void {
  const listeners: [string, EventListener][] = PLAIN_EVENTS.map(([name, event]) => [name, () => handler(event)]);
  listeners.push([
    'onEmbeddedMessageSent',
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
