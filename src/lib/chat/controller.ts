/**
 * Support chat controller: the capacity call on each entry to a chat page, the vendor's chat script (loaded on
 * the first open, never twice), the session timer, and the snapshot the React wiring reads. Pure: network, the
 * script loader and the embedded-messaging client are injected. Why: docs/architecture.md, the support chat.
 */
import {fetchJson, type FetchLike} from '../fetchWithTimeout';
import {createStore, sameRecord} from '../store';
import {
  type ChatVendorEvent,
  type EmbeddedMessagingClient,
  isThankYouText,
  type ScriptLoader,
  vendorCall,
} from './embeddedMessaging';
import {isChatRoute} from './route';
import type {ChatSettings} from './settings';

export type ChatAvailability = 'unknown' | 'checking' | 'available' | 'unavailable';
/** none: script not requested; loading-script: script loading; initializing: waiting for ready. */
export type ChatClientState = 'none' | 'loading-script' | 'initializing' | 'ready' | 'open' | 'minimized' | 'failed';

/** The snapshot before anything is known (server render, first client render). */
const initialSnapshot = {
  /** the current path is a responsible-gaming route */
  onChatRoute: false,
  supported: false,
  availability: 'unknown' as ChatAvailability,
  /** true only after the capacity answer said so, on a chat route */
  agentAvailable: false,
  client: 'none' as ChatClientState,
  /** set on open; cleared on init success, init error, window maximize or minimize */
  loading: false,
  /** the thank-you reply arrived; the session is cleared when the 3000 ms elapse */
  clearScheduled: false,
};
export type ChatSnapshot = typeof initialSnapshot;
export const INITIAL_CHAT_SNAPSHOT: ChatSnapshot = Object.freeze(initialSnapshot);

export type ChatButtonState = 'hidden' | 'available' | 'busy';

/** The quick button: hidden without an agent (or off the chat pages), busy while loading. */
export function chatButtonState(snapshot: ChatSnapshot): ChatButtonState {
  if (!snapshot.onChatRoute || !snapshot.agentAvailable || snapshot.client === 'failed') return 'hidden';
  return snapshot.loading ? 'busy' : 'available';
}

export const CHAT_CAPACITY_TIMEOUT_MS = 5000;

export function parseCapacity(value: unknown): {hasCapacity: boolean} | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const hasCapacity = (value as {hasCapacity?: unknown}).hasCapacity;
  return typeof hasCapacity === 'boolean' ? {hasCapacity} : null;
}

export const CHAT_CLEAR_AFTER_THANK_YOU_MS = 3000;
/** The script must have loaded and the client must be ready within this time of the first open. */
export const CHAT_READY_TIMEOUT_MS = 20_000;

export interface ChatControllerOptions {
  settings?: ChatSettings | null;
  client: EmbeddedMessagingClient;
  loadScript: ScriptLoader;
  fetchImpl?: FetchLike;
  /** Chat errors are logged only (a failing third party stays silent); default: nothing. */
  log?: (message: string, detail?: unknown) => void;
}

export type ChatController = ReturnType<typeof createChatController>;

/** One pending timeout at a time. */
function oneShotTimer() {
  let handle: ReturnType<typeof setTimeout> | undefined;
  return {
    start(callback: () => void, ms: number) {
      clearTimeout(handle);
      handle = setTimeout(() => {
        handle = undefined;
        callback();
      }, ms);
    },
    stop() {
      clearTimeout(handle);
      handle = undefined;
    },
    pending: () => handle !== undefined,
  };
}

export function createChatController(options: ChatControllerOptions) {
  const {client, loadScript, fetchImpl, log = () => undefined} = options;

  let settings: ChatSettings | null = options.settings ?? null;
  let pathname: string | null = null;
  let onChatRoute = false;
  let availability: ChatAvailability = 'unknown';
  let clientState: ChatClientState = 'none';
  let loading = false;
  /** launch the chat when the client says it is ready (first open) */
  let launchPending = false;
  let scriptRequested = false;
  let checkAbort: AbortController | null = null;
  const clearTimer = oneShotTimer();
  const readyTimer = oneShotTimer();
  let disposed = false;

  const build = (): ChatSnapshot => ({
    onChatRoute,
    supported: settings !== null,
    availability,
    agentAvailable: onChatRoute && availability === 'available',
    client: clientState,
    loading,
    clearScheduled: clearTimer.pending(),
  });
  // The snapshot lives in the site's one store. A new object only when a field changed, so subscribers (and
  // React's useSyncExternalStore) hear real changes only; after dispose, nobody hears anything.
  const snapshot = createStore(build());

  const emit = (): void => {
    if (disposed) return;
    const next = build();
    snapshot.set((current) => (sameRecord(current, next) ? current : next));
  };

  const cancelCheck = (): void => {
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
    const controller = new AbortController();
    checkAbort = controller;
    // Only a valid answer with `hasCapacity: true` makes an agent available; any failure is silent.
    void fetchJson(settings.queueApiUrl, {
      timeoutMs: CHAT_CAPACITY_TIMEOUT_MS,
      maxBytes: 16 * 1024,
      init: {method: 'GET', cache: 'no-store', credentials: 'omit'},
      signal: controller.signal,
      fetchImpl,
      parse: parseCapacity,
    })
      .catch(() => null)
      .then((result) => {
        // A check cancelled since (another entry, leaving the page) is aborted: its answer is stale.
        if (disposed || controller.signal.aborted) return;
        checkAbort = null;
        availability = result?.ok === true && result.data.hasCapacity ? 'available' : 'unavailable';
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
    launched.catch((error: unknown) => {
      if (disposed) return;
      // The client could not start: like an init error, the loading flag clears.
      log('chat launch failed', error);
      loading = false;
      emit();
    });
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
    }, CHAT_READY_TIMEOUT_MS);
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

  return {
    getSnapshot: snapshot.get,

    subscribe: snapshot.subscribe,

    routeChanged: (next: string): void => {
      if (disposed || next === pathname) return;
      pathname = next;
      const wasOnChatRoute = onChatRoute;
      onChatRoute = isChatRoute(next);
      // Each entry: availability is false again until the new answer (and unknown off the chat pages).
      checkCapacity();
      if (wasOnChatRoute && !onChatRoute) {
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
      emit();
    },

    /** null = chat not supported. */
    setSettings: (next: ChatSettings | null): void => {
      if (disposed || sameRecord(settings, next)) return;
      settings = next;
      // The config came after the entry (or changed): check now for the current chat page.
      if (onChatRoute) checkCapacity();
      emit();
    },

    open: (): void => {
      if (disposed || !settings || !snapshot.get().agentAvailable) return;
      // Already open; or the script failed and is never loaded twice.
      if (clientState === 'open' || clientState === 'failed') return;
      loading = true;
      if (clientState === 'ready' || clientState === 'minimized') {
        launch();
      } else {
        // Launched once the client is ready; the script is requested on the first open only.
        launchPending = true;
        startScript();
      }
      emit();
    },

    vendorEvent: (event: ChatVendorEvent): void => {
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
            isThankYouText(event.text)
          ) {
            clearTimer.start(() => {
              if (disposed) return;
              if (clientState === 'open' || clientState === 'minimized') clientState = 'ready';
              loading = false;
              launchPending = false;
              vendorCall(() => client.clearSession()).catch((error: unknown) =>
                log('chat session clear failed', error),
              );
              emit();
            }, CHAT_CLEAR_AFTER_THANK_YOU_MS);
          }
          break;
      }
      emit();
    },

    dispose: (): void => {
      disposed = true;
      cancelCheck();
      readyTimer.stop();
      clearTimer.stop();
    },
  };
}
