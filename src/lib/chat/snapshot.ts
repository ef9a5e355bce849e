/**
 * What the support chat shows: its phase, the snapshot the React wiring reads, and the quick button's
 * state derived from it. Pure: no React, no DOM globals.
 */

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

export function derivePhase(s: Omit<ChatSnapshot, 'phase'>): ChatPhase {
  if (s.client === 'loading-script' || s.client === 'initializing') return 'loading-script';
  if (s.client === 'open') return 'open';
  if (s.client === 'minimized') return 'minimized';
  if (!s.onChatRoute) return 'idle';
  if (s.availability === 'checking') return 'checking';
  if (s.availability === 'unknown') return 'idle';
  if (s.availability === 'unavailable' || s.client === 'failed') return 'unavailable';
  return s.client === 'ready' ? 'ready' : 'available';
}
