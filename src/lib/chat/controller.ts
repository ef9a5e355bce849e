/**
 * Support chat controller: the capacity call, the vendor's chat script and the session timer, and the snapshot
 * the React wiring reads (its phase, and the quick button's state derived from it). Pure: no React, no DOM
 * globals. Network, timers, the script loader and the embedded-messaging client are injected; the React wiring
 * (src/components/visitor/SupportChat) forwards route changes, the runtime chat settings and the client's window
 * events.
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
import {fetchJson, type FetchLike} from '../fetchWithTimeout';
import {createStore} from '../store';
import {
  type ChatVendorEvent,
  type EmbeddedMessagingClient,
  isThankYouText,
  type ScriptLoader,
  vendorCall,
} from './embeddedMessaging';
import {isChatRoute} from './route';
import {type ChatSettings, sameChatSettings} from './settings';

export type ChatPhase =
  'idle' | 'checking' | 'available' | 'unavailable' | 'loading-script' | 'ready' | 'open' | 'minimized';

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

/** Timeout of the capacity GET. */
export const CHAT_CAPACITY_TIMEOUT_MS = 5000;

/** The capacity response: `{hasCapacity: boolean}`; anything else is invalid (null). */
export function parseCapacity(value: unknown): {hasCapacity: boolean} | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const hasCapacity = (value as {hasCapacity?: unknown}).hasCapacity;
  return typeof hasCapacity === 'boolean' ? {hasCapacity} : null;
}

/** Asks the queue URL; true only for a valid answer with `hasCapacity: true`. Never rejects. */
async function requestCapacity(
  url: string,
  options: {timeoutMs: number; signal: AbortSignal; fetchImpl?: FetchLike},
): Promise<boolean> {
  const result = await fetchJson(url, {
    timeoutMs: options.timeoutMs,
    maxBytes: 16 * 1024,
    init: {method: 'GET', cache: 'no-store', credentials: 'omit'},
    signal: options.signal,
    fetchImpl: options.fetchImpl,
    parse: parseCapacity,
  }).catch(() => null);
  return result?.ok === true && result.data.hasCapacity;
}

/** Session cleared this many ms after the automated thank-you reply. */
export const CHAT_CLEAR_AFTER_THANK_YOU_MS = 3000;
/** The script must have loaded and the client must be ready within this time of the first open. */
export const CHAT_READY_TIMEOUT_MS = 20_000;

export interface ChatTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface ChatControllerOptions {
  /** Chat settings, or null when chat is not supported or not configured. */
  settings?: ChatSettings | null;
  client: EmbeddedMessagingClient;
  loadScript: ScriptLoader;
  fetchImpl?: FetchLike;
  timers?: ChatTimers;
  capacityTimeoutMs?: number;
  readyTimeoutMs?: number;
  /** Chat errors are logged only (a failing third party stays silent); default: nothing. */
  log?: (message: string, detail?: unknown) => void;
  isThankYouText?: (text: string) => boolean;
}

export interface ChatController {
  getSnapshot: () => ChatSnapshot;
  subscribe: (listener: () => void) => () => void;
  /** The page's path (without the base URL) after each navigation. */
  routeChanged: (pathname: string) => void;
  /** New chat settings (runtime config arrived); null = chat not supported. */
  setSettings: (settings: ChatSettings | null) => void;
  /** The help chat button was pressed. */
  open: () => void;
  /** A window event of the embedded-messaging client. */
  vendorEvent: (event: ChatVendorEvent) => void;
  dispose: () => void;
}

const DEFAULT_CHAT_TIMERS: ChatTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One pending timeout at a time: started, stopped, and known to be pending or not. */
export interface OneShotTimer {
  start: (callback: () => void, ms: number) => void;
  stop: () => void;
  pending: () => boolean;
}

function oneShotTimer(timers: ChatTimers): OneShotTimer {
  let handle: unknown = null;
  return {
    start(callback, ms) {
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => {
        handle = null;
        callback();
      }, ms);
    },
    stop() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
    },
    pending: () => handle !== null,
  };
}

export function createChatController(options: ChatControllerOptions): ChatController {
  const {
    client,
    loadScript,
    fetchImpl,
    timers = DEFAULT_CHAT_TIMERS,
    capacityTimeoutMs = CHAT_CAPACITY_TIMEOUT_MS,
    readyTimeoutMs = CHAT_READY_TIMEOUT_MS,
    log = () => undefined,
    isThankYouText: thankYou = isThankYouText,
  } = options;

  let settings: ChatSettings | null = options.settings ?? null;
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
  const clearTimer = oneShotTimer(timers);
  const readyTimer = oneShotTimer(timers);
  let disposed = false;

  const build = (): ChatSnapshot => {
    const base = {
      onChatRoute,
      supported: settings !== null,
      availability,
      agentAvailable: onChatRoute && availability === 'available',
      client: clientState,
      loading,
      clearScheduled: clearTimer.pending(),
    };
    return {...base, phase: derivePhase(base)};
  };
  // The snapshot lives in the site's one store. A new object only when a field changed, so subscribers (and
  // React's useSyncExternalStore) hear real changes only; after dispose, nobody hears anything.
  const snapshot = createStore(build());

  const emit = (): void => {
    if (disposed) return;
    const next = build();
    snapshot.set((current) =>
      (Object.keys(next) as (keyof ChatSnapshot)[]).some((key) => next[key] !== current[key]) ? next : current,
    );
  };

  const cancelCheck = (): void => {
    checkGeneration += 1;
    checkAbort?.abort();
    checkAbort = null;
  };

  const fail = (message: string, detail?: unknown): void => {
    log(message, detail);
    readyTimer.stop();
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
    void requestCapacity(settings.queueApiUrl, {
      timeoutMs: capacityTimeoutMs,
      signal: controller.signal,
      fetchImpl,
    }).then((hasCapacity) => {
      if (disposed || generation !== checkGeneration) return;
      checkAbort = null;
      availability = hasCapacity ? 'available' : 'unavailable';
      emit();
    });
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
    readyTimer.start(() => {
      if (clientState === 'loading-script' || clientState === 'initializing') {
        fail('chat client not ready in time');
        emit();
      }
    }, readyTimeoutMs);
    vendorCall(() => loadScript(current.scriptUrl)).then(
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
    if (clientState === 'open' || clientState === 'minimized') clientState = 'ready';
    loading = false;
    launchPending = false;
    vendorCall(() => client.clearSession()).catch((error: unknown) => log('chat session clear failed', error));
  };

  return {
    getSnapshot: snapshot.get,

    subscribe: snapshot.subscribe,

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
      if (disposed || sameChatSettings(settings, next)) return;
      settings = next;
      // The config came after the entry (or changed): check now for the current chat page.
      if (onChatRoute) checkCapacity();
      emit();
    },

    open() {
      if (disposed || !settings || !snapshot.get().agentAvailable) return;
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
          readyTimer.stop();
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
          readyTimer.stop();
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
            !clearTimer.pending() &&
            (clientState === 'open' || clientState === 'minimized') &&
            thankYou(event.text)
          ) {
            clearTimer.start(() => {
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
      readyTimer.stop();
      clearTimer.stop();
    },
  };
}
