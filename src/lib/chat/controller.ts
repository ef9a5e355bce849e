/**
 * Support chat controller: the capacity call, the vendor's chat script and the session timer.
 * Pure: no React, no DOM globals. Network, timers, the script loader and the embedded-messaging
 * client are injected; the React wiring (src/components/visitor/SupportChat) forwards route changes, the
 * runtime chat settings and the client's window events.
 * The rules it keeps are listed with its contract in `types.ts`.
 */
import {createStore} from '../store';
import {CHAT_CAPACITY_TIMEOUT_MS, requestCapacity} from './capacity';
import {isThankYouText, vendorCall} from './messaging';
import {isChatRoute} from './route';
import {type ChatSettings, sameChatSettings} from './settings';
import {type ChatAvailability, type ChatClientState, type ChatSnapshot, derivePhase} from './snapshot';
import {
  CHAT_CLEAR_AFTER_THANK_YOU_MS,
  CHAT_READY_TIMEOUT_MS,
  type ChatController,
  type ChatControllerOptions,
  DEFAULT_CHAT_TIMERS,
  oneShotTimer,
} from './types';

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
