/**
 * Support chat controller (spec §4 "Chat", §7 capacity call and chat script, §9 3000 ms).
 * Pure: no React, no DOM globals. Network, timers, the script loader and the embedded-messaging
 * client are injected; the React wiring (src/components/SupportChat) forwards route changes, the
 * runtime chat settings and the client's window events.
 *
 * Rules:
 * - Chat is checked on routes whose name starts with `responsible-gaming` (the path
 *   `/responsible-gaming/` and any path under it), on each entry, when chat is supported: GET the
 *   configured queue URL and read `hasCapacity`. Agent availability is false until it answers, and
 *   stays false on any failure or timeout (silent).
 * - The chat script loads from the configured URL on the first open, once (never twice, not even
 *   after a failure). After the embedded-messaging ready event the chat is launched.
 * - The loading flag is set on open and cleared on init success, init error, window maximize or
 *   window minimize.
 * - When the automated reply gives the thank-you text, the session is cleared after 3000 ms.
 * - Leaving the responsible-gaming pages minimizes the chat frame.
 *
 * Phases: idle → checking → available | unavailable → loading-script → ready → open | minimized.
 */
import {fetchJson, type FetchLike} from './fetchWithTimeout';

/** Session cleared this many ms after the automated thank-you reply (spec §9). */
export const CHAT_CLEAR_AFTER_THANK_YOU_MS = 3000;
/** Timeout of the capacity GET. */
export const CHAT_CAPACITY_TIMEOUT_MS = 5000;
/** The script must have loaded and the client must be ready within this time of the first open. */
export const CHAT_READY_TIMEOUT_MS = 20_000;

/**
 * Texts of the automated closing reply. The vendor's exact wording is configured in the messaging
 * deployment, not in this site; matching is case-insensitive on the normalised text.
 */
export const CHAT_THANK_YOU_TEXTS: readonly string[] = [
  'köszönjük, hogy felvette velünk a kapcsolatot',
  'köszönjük, hogy kapcsolatba lépett velünk',
  'thank you for contacting',
];

/** Chat settings as the controller uses them: URLs already resolved to absolute http(s). */
export interface ResolvedChatSettings {
  queueApiUrl: string;
  scriptUrl: string;
  language: string;
  orgId: string;
  eswConfigName: string;
  siteUrl: string;
  scrt2Url: string;
}

/** The embedded-messaging client, as the controller drives it (DOM adapter in SupportChat). */
export interface EmbeddedMessagingClient {
  /** Configures and starts the client once the script has loaded; throws on a missing API. */
  init(settings: ResolvedChatSettings): void;
  /** Opens (maximizes) the chat window; rejects when the client cannot launch. */
  launchChat(): Promise<void>;
  /** Minimizes the chat frame. */
  minimize(): void;
  /** Ends the messaging session and removes its conversation. */
  clearSession(): Promise<void>;
}

/** Loads a script URL; resolves when loaded, rejects on error. */
export type ScriptLoader = (url: string) => Promise<void>;

export interface ChatTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Window events of the embedded-messaging client, reduced to what the controller needs. */
export type ChatVendorEvent =
  | {type: 'ready'}
  | {type: 'init-success'}
  | {type: 'init-error'}
  | {type: 'window-maximized'}
  | {type: 'window-minimized'}
  | {type: 'message'; automated: boolean; text: string};

/** Names of the client's window events (Salesforce Messaging for In-App and Web). */
export const EMBEDDED_MESSAGING_EVENTS = {
  ready: 'onEmbeddedMessagingReady',
  initSuccess: 'onEmbeddedMessagingInitSuccess',
  initError: 'onEmbeddedMessagingInitError',
  windowMaximized: 'onEmbeddedMessagingWindowMaximized',
  windowMinimized: 'onEmbeddedMessagingWindowMinimized',
  messageSent: 'onEmbeddedMessageSent',
} as const;

export type ChatPhase =
  | 'idle'
  | 'checking'
  | 'available'
  | 'unavailable'
  | 'loading-script'
  | 'ready'
  | 'open'
  | 'minimized';

export type ChatAvailability = 'unknown' | 'checking' | 'available' | 'unavailable';
/** none: script not requested; loading-script: script loading; initializing: waiting for ready. */
export type ChatClientState = 'none' | 'loading-script' | 'initializing' | 'ready' | 'open' | 'minimized' | 'failed';

export interface ChatSnapshot {
  phase: ChatPhase;
  /** the current path is a responsible-gaming route */
  onChatRoute: boolean;
  /** chat settings are present and the region supports chat */
  supported: boolean;
  availability: ChatAvailability;
  /** true only after the capacity answer said so, on a chat route */
  agentAvailable: boolean;
  client: ChatClientState;
  /** set on open; cleared on init success, init error, window maximize or minimize */
  loading: boolean;
  /** the thank-you reply arrived; the session is cleared when the 3000 ms elapse */
  clearScheduled: boolean;
}

/** The snapshot before anything is known (server render, first client render). */
export const INITIAL_CHAT_SNAPSHOT: ChatSnapshot = Object.freeze({
  phase: 'idle',
  onChatRoute: false,
  supported: false,
  availability: 'unknown',
  agentAvailable: false,
  client: 'none',
  loading: false,
  clearScheduled: false,
});

/** State of the help chat quick button. */
export type ChatButtonState = 'hidden' | 'available' | 'busy';

export interface ChatControllerOptions {
  /** Chat settings, or null when chat is not supported or not configured. */
  settings?: ResolvedChatSettings | null;
  client: EmbeddedMessagingClient;
  loadScript: ScriptLoader;
  fetchImpl?: FetchLike;
  timers?: ChatTimers;
  capacityTimeoutMs?: number;
  readyTimeoutMs?: number;
  /** Chat errors are logged only (spec §8); default: nothing. */
  log?: (message: string, detail?: unknown) => void;
  isThankYouText?: (text: string) => boolean;
}

export interface ChatController {
  getSnapshot(): ChatSnapshot;
  subscribe(listener: () => void): () => void;
  /** The page's path (without the base URL) after each navigation. */
  routeChanged(pathname: string): void;
  /** New chat settings (runtime config arrived); null = chat not supported. */
  setSettings(settings: ResolvedChatSettings | null): void;
  /** The help chat button was pressed. */
  open(): void;
  /** A window event of the embedded-messaging client. */
  vendorEvent(event: ChatVendorEvent): void;
  dispose(): void;
}

/** Routes whose name starts with `responsible-gaming`: `/responsible-gaming/` and any path under it. */
export function isChatRoute(pathname: string): boolean {
  return /^\/responsible-gaming(?:\/|$)/.test(pathname);
}

/**
 * A chat URL from the runtime config as an absolute http(s) URL: absolute URLs pass as they are;
 * a path (`api/chat/capacity`, `/x`) resolves against the site base (origin + base URL), so the
 * built-in stand-ins work under any base path. Protocol-relative, backslash, credential or non-http
 * values give null.
 */
export function resolveChatUrl(value: string, siteBase: string): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return null;
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value) || value.startsWith('//')) return null;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value);
  try {
    const url = absolute ? new URL(value) : new URL(value, siteBase);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || !url.hostname) return null;
    if (!absolute && url.origin !== new URL(siteBase).origin) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The runtime config's chat settings (spec §3 "Chat settings"). */
export interface ChatSettingsInput {
  queueApiUrl: string;
  scriptUrl: string;
  language: string;
  orgId: string;
  eswConfigName: string;
  siteUrl: string;
  scrt2Url: string;
}

/**
 * Chat is supported when the region supports it and the runtime config names a queue URL, a script
 * URL, an org id and a config name. Returns the settings with resolved URLs, or null.
 */
export function resolveChatSettings(
  chat: ChatSettingsInput | null | undefined,
  siteBase: string,
  regionSupportsChat: boolean,
): ResolvedChatSettings | null {
  if (!regionSupportsChat || !chat) return null;
  const queueApiUrl = resolveChatUrl(chat.queueApiUrl, siteBase);
  const scriptUrl = resolveChatUrl(chat.scriptUrl, siteBase);
  if (!queueApiUrl || !scriptUrl || !chat.orgId || !chat.eswConfigName) return null;
  const optionalUrl = (value: string): string | null => (value === '' ? '' : resolveChatUrl(value, siteBase));
  const siteUrl = optionalUrl(chat.siteUrl);
  const scrt2Url = optionalUrl(chat.scrt2Url);
  if (siteUrl === null || scrt2Url === null) return null;
  return {
    queueApiUrl,
    scriptUrl,
    language: chat.language,
    orgId: chat.orgId,
    eswConfigName: chat.eswConfigName,
    siteUrl,
    scrt2Url,
  };
}

/** The host a Content-Security-Policy must allow for the chat script, or null (same origin / none). */
export function chatScriptOrigin(scriptUrl: string): string | null {
  if (!/^https?:\/\//i.test(scriptUrl)) return null;
  try {
    return new URL(scriptUrl).origin;
  } catch {
    return null;
  }
}

/** The capacity response: `{hasCapacity: boolean}`; anything else is invalid (null). */
export function parseCapacity(value: unknown): {hasCapacity: boolean} | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const hasCapacity = (value as {hasCapacity?: unknown}).hasCapacity;
  return typeof hasCapacity === 'boolean' ? {hasCapacity} : null;
}

function normaliseText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

export function isThankYouText(text: string): boolean {
  const normalised = normaliseText(text);
  return normalised !== '' && CHAT_THANK_YOU_TEXTS.some((phrase) => normalised.includes(phrase));
}

const AUTOMATED_ROLES = new Set(['chatbot', 'system', 'automatedprocess', 'bot']);

/**
 * Reads an `onEmbeddedMessageSent` event detail: `{conversationEntry: {sender: {role, appType},
 * entryPayload: '<JSON with abstractMessage.staticContent.text>'}}`. Returns the message, or null
 * for any other shape. Never throws.
 */
export function readMessageEntry(detail: unknown): {automated: boolean; text: string} | null {
  try {
    const entry = (detail as {conversationEntry?: unknown} | null)?.conversationEntry as
      | {sender?: {role?: unknown; appType?: unknown}; entryPayload?: unknown}
      | undefined;
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

/** The quick button: hidden without an agent (or off the chat pages), busy while loading. */
export function chatButtonState(snapshot: ChatSnapshot): ChatButtonState {
  if (!snapshot.onChatRoute || !snapshot.agentAvailable || snapshot.client === 'failed') return 'hidden';
  return snapshot.loading ? 'busy' : 'available';
}

function derivePhase(s: Omit<ChatSnapshot, 'phase'>): ChatPhase {
  if (s.client === 'loading-script' || s.client === 'initializing') return 'loading-script';
  if (s.client === 'open') return 'open';
  if (s.client === 'minimized') return 'minimized';
  if (!s.onChatRoute) return 'idle';
  if (s.availability === 'checking') return 'checking';
  if (s.availability === 'unknown') return 'idle';
  if (s.availability === 'unavailable' || s.client === 'failed') return 'unavailable';
  return s.client === 'ready' ? 'ready' : 'available';
}

function sameSettings(a: ResolvedChatSettings | null, b: ResolvedChatSettings | null): boolean {
  if (a === null || b === null) return a === b;
  return (Object.keys(a) as (keyof ResolvedChatSettings)[]).every((key) => a[key] === b[key]);
}

const defaultTimers: ChatTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createChatController(options: ChatControllerOptions): ChatController {
  const {
    client,
    loadScript,
    fetchImpl,
    timers = defaultTimers,
    capacityTimeoutMs = CHAT_CAPACITY_TIMEOUT_MS,
    readyTimeoutMs = CHAT_READY_TIMEOUT_MS,
    log = () => undefined,
    isThankYouText: thankYou = isThankYouText,
  } = options;

  let settings: ResolvedChatSettings | null = options.settings ?? null;
  let pathname: string | null = null;
  let onChatRoute = false;
  let availability: ChatAvailability = 'unknown';
  let clientState: ChatClientState = 'none';
  let loading = false;
  /** launch the chat when the client says it is ready (first open) */
  let launchPending = false;
  let scriptRequested = false;
  let checkGeneration = 0;
  let checkAbort: AbortController | null = null;
  let clearTimer: unknown = null;
  let readyTimer: unknown = null;
  let disposed = false;
  const listeners = new Set<() => void>();

  const build = (): ChatSnapshot => {
    const base = {
      onChatRoute,
      supported: settings !== null,
      availability,
      agentAvailable: onChatRoute && availability === 'available',
      client: clientState,
      loading,
      clearScheduled: clearTimer !== null,
    };
    return {...base, phase: derivePhase(base)};
  };
  let snapshot = build();

  const emit = (): void => {
    const next = build();
    const changed = (Object.keys(next) as (keyof ChatSnapshot)[]).some((key) => next[key] !== snapshot[key]);
    if (!changed) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const cancelCheck = (): void => {
    checkGeneration += 1;
    checkAbort?.abort();
    checkAbort = null;
  };

  const stopReadyTimer = (): void => {
    if (readyTimer !== null) timers.clearTimeout(readyTimer);
    readyTimer = null;
  };

  const fail = (message: string, detail?: unknown): void => {
    log(message, detail);
    stopReadyTimer();
    clientState = 'failed';
    loading = false;
    launchPending = false;
  };

  const checkCapacity = (): void => {
    cancelCheck();
    if (!settings || !onChatRoute) {
      availability = 'unknown';
      return;
    }
    availability = 'checking';
    const generation = checkGeneration;
    const controller = new AbortController();
    checkAbort = controller;
    void fetchJson(settings.queueApiUrl, {
      timeoutMs: capacityTimeoutMs,
      maxBytes: 16 * 1024,
      init: {method: 'GET', cache: 'no-store', credentials: 'omit'},
      signal: controller.signal,
      fetchImpl,
      parse: parseCapacity,
    }).then(
      (result) => {
        if (disposed || generation !== checkGeneration) return;
        checkAbort = null;
        availability = result.ok && result.data.hasCapacity ? 'available' : 'unavailable';
        emit();
      },
      () => {
        // fetchJson never rejects; keep availability false all the same.
        if (disposed || generation !== checkGeneration) return;
        availability = 'unavailable';
        emit();
      },
    );
  };

  const launch = (): void => {
    launchPending = false;
    let launched: Promise<void>;
    try {
      launched = client.launchChat();
    } catch (error) {
      fail('chat launch failed', error);
      emit();
      return;
    }
    launched.then(
      () => undefined,
      (error: unknown) => {
        if (disposed) return;
        // The client could not start: like an init error, the loading flag clears.
        log('chat launch failed', error);
        loading = false;
        emit();
      },
    );
  };

  const startScript = (): void => {
    if (!settings || scriptRequested) return;
    scriptRequested = true;
    const current = settings;
    clientState = 'loading-script';
    readyTimer = timers.setTimeout(() => {
      readyTimer = null;
      if (clientState === 'loading-script' || clientState === 'initializing') {
        fail('chat client not ready in time');
        emit();
      }
    }, readyTimeoutMs);
    let loadingPromise: Promise<void>;
    try {
      loadingPromise = loadScript(current.scriptUrl);
    } catch (error) {
      loadingPromise = Promise.reject(error);
    }
    loadingPromise.then(
      () => {
        if (disposed || clientState !== 'loading-script') return;
        clientState = 'initializing';
        try {
          client.init(current);
        } catch (error) {
          fail('chat init failed', error);
        }
        emit();
      },
      (error: unknown) => {
        if (disposed || clientState !== 'loading-script') return;
        fail('chat script failed to load', error);
        emit();
      },
    );
  };

  const clearSession = (): void => {
    clearTimer = null;
    if (clientState === 'open' || clientState === 'minimized') clientState = 'ready';
    loading = false;
    launchPending = false;
    let cleared: Promise<void>;
    try {
      cleared = client.clearSession();
    } catch (error) {
      cleared = Promise.reject(error);
    }
    cleared.catch((error: unknown) => log('chat session clear failed', error));
  };

  return {
    getSnapshot: () => snapshot,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    routeChanged(next) {
      if (disposed || next === pathname) return;
      pathname = next;
      const wasOnChatRoute = onChatRoute;
      onChatRoute = isChatRoute(next);
      if (onChatRoute) {
        // Each entry: availability is false again until the new answer.
        checkCapacity();
      } else {
        cancelCheck();
        availability = 'unknown';
        if (wasOnChatRoute) {
          // Leaving the responsible-gaming pages: no launch later, and the open frame is minimized.
          launchPending = false;
          loading = false;
          if (clientState === 'open') {
            try {
              client.minimize();
            } catch (error) {
              log('chat minimize failed', error);
            }
            clientState = 'minimized';
          }
        }
      }
      emit();
    },

    setSettings(next) {
      if (disposed || sameSettings(settings, next)) return;
      settings = next;
      // The config came after the entry (or changed): check now for the current chat page.
      if (onChatRoute) checkCapacity();
      emit();
    },

    open() {
      if (disposed || !settings || !snapshot.agentAvailable) return;
      switch (clientState) {
        case 'none':
          loading = true;
          launchPending = true;
          startScript();
          break;
        case 'ready':
        case 'minimized':
          loading = true;
          launch();
          break;
        case 'loading-script':
        case 'initializing':
          loading = true;
          launchPending = true;
          break;
        case 'open':
        case 'failed':
          // Already open; or the script failed and is never loaded twice.
          break;
      }
      emit();
    },

    vendorEvent(event) {
      if (disposed) return;
      switch (event.type) {
        case 'ready':
          if (clientState === 'loading-script' || clientState === 'failed') return;
          stopReadyTimer();
          if (clientState === 'initializing') clientState = 'ready';
          if (launchPending && onChatRoute) launch();
          break;
        case 'init-success':
          loading = false;
          break;
        case 'init-error':
          fail('chat init error');
          break;
        case 'window-maximized':
          loading = false;
          if (clientState !== 'failed') clientState = 'open';
          stopReadyTimer();
          break;
        case 'window-minimized':
          loading = false;
          if (clientState === 'open' || clientState === 'ready' || clientState === 'initializing') {
            clientState = 'minimized';
          }
          break;
        case 'message':
          if (
            event.automated &&
            clearTimer === null &&
            (clientState === 'open' || clientState === 'minimized') &&
            thankYou(event.text)
          ) {
            clearTimer = timers.setTimeout(() => {
              if (disposed) return;
              clearSession();
              emit();
            }, CHAT_CLEAR_AFTER_THANK_YOU_MS);
          }
          break;
      }
      emit();
    },

    dispose() {
      disposed = true;
      cancelCheck();
      stopReadyTimer();
      if (clearTimer !== null) timers.clearTimeout(clearTimer);
      clearTimer = null;
      listeners.clear();
    },
  };
}
