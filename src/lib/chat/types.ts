/**
 * The support chat controller's contract: its options, its API and its timers. Pure: no React, no DOM.
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
import type {FetchLike} from '../fetchWithTimeout';
import type {ChatVendorEvent, EmbeddedMessagingClient, ScriptLoader} from './messaging';
import type {ChatSettings} from './settings';
import type {ChatSnapshot} from './snapshot';

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

export const DEFAULT_CHAT_TIMERS: ChatTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** One pending timeout at a time: started, stopped, and known to be pending or not. */
export interface OneShotTimer {
  start: (callback: () => void, ms: number) => void;
  stop: () => void;
  pending: () => boolean;
}

export function oneShotTimer(timers: ChatTimers): OneShotTimer {
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
